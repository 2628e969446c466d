import { awaitMail } from '../../gateway/src/test/api-process';
import { apiLogin, gql, type ApiSession as Account } from './graphql';
import { E2E_BASE_URL, E2E_OUTBOX_DIR } from './stack';

// Customers and cards made through the gateway, as the shop's own forms make them.

const NEXT_YEAR = new Date().getFullYear() + 1;

/** A verified customer in Dallas, signed up and verified through the gateway. */
export async function createDallasCustomer(email: string): Promise<Account> {
  const password = 'Rival@1234';
  await gql('mutation ($input: SignUpInput!) { signUp(input: $input) { message } }', {
    input: {
      firstName: 'Rita',
      lastName: 'Rival',
      email,
      phoneNumber: '(214) 555-0177',
      state: 'TX',
      city: 'Dallas',
      street: '900 Elm St',
      zipCode: '75201',
      password,
      confirmPassword: password,
    },
  });
  const token = new URL((await awaitMail(E2E_OUTBOX_DIR, email, /token=/)).link).searchParams.get('token');
  await gql('mutation ($token: String!) { verifyEmail(token: $token) { message } }', { token });
  return apiLogin({ email, password });
}

// What the shop's card form does: the card to the sandbox token route, the token to addCard.
export async function addCardByApi(account: Account, cardNumber: string): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/payments/sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify({
      card_number: cardNumber,
      exp_month: 12,
      exp_year: NEXT_YEAR,
      cvc: '123',
      card_holder_name: 'Business Buyer',
    }),
  });
  const token = ((await response.json()) as { data: { id: string } }).data.id;
  const data = await gql<{ addCard: { card: { id: string } } }>(
    'mutation ($input: AddCardInput!) { addCard(input: $input) { card { id } } }',
    { input: { holderName: 'Business Buyer', token, makeDefault: true } },
    account.token,
  );
  return data.addCard.card.id;
}
