import type { RestCard, RestData, RestEnvelope } from '../rest/rest-types';

/**
 * Saves a sandbox card for a signed-in customer through the API's own endpoints (the
 * web's card form does the same: a token from the sandbox, then `POST card`); answers
 * the card's id as GraphQL carries it.
 */
export async function saveSandboxCard(apiUrl: string, token: string): Promise<string> {
  const post = async <Data>(path: string, body: object) => {
    const res = await fetch(`${apiUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    });
    return (await res.json()) as RestEnvelope<Data>;
  };
  const tokenAnswer = await post<RestData<'/api/payments/sandbox/tokens', 'post'>>('payments/sandbox/tokens', {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    card_holder_name: 'Test Shopper',
  });
  const card = await post<RestCard[]>('card', {
    card_holder_name: 'Test Shopper',
    card_details: tokenAnswer.data.id,
  });
  return String(card.data[0]!.id);
}
