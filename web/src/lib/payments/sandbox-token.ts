import { clearSession, getToken } from '../session';
import { paths } from '../paths';

// The sandbox payment provider's token route (docs/architecture.md): the card form posts the card
// data here, on the shop's own origin, and gets back a token (tok_...) that addCard saves.
// Card numbers never pass through GraphQL, and nothing here logs them. When the API pays
// through Stripe, the card form uses Stripe Elements instead (see ./stripe.ts).
export const SANDBOX_TOKEN_PATH = '/payments/sandbox/tokens';

interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

interface CardToken {
  id: string;
  brand: string;
  last4: string;
}

class CardTokenError extends Error {}

interface TokenAnswer {
  data?: { id?: string; card?: { brand?: string; last4?: string } };
  message?: string;
}

// Answers the token, or throws CardTokenError with the server's message (400 {message}).
export async function createSandboxCardToken(card: CardDetails): Promise<CardToken> {
  const token = getToken();
  const response = await fetch(SANDBOX_TOKEN_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      card_number: card.cardNumber.replace(/\s+/g, ''),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvc: card.cvc,
      card_holder_name: card.holderName,
    }),
  });
  if (response.status === 401) {
    // docs/product.md#routes: any 401 clears all browser storage and sends the user to /login.
    clearSession();
    window.location.assign(paths.login);
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.data?.id) {
    throw new CardTokenError(answer.message || 'Could not save your card');
  }
  return { id: answer.data.id, brand: answer.data.card?.brand ?? '', last4: answer.data.card?.last4 ?? '' };
}
