import type { DbHandle } from '../../api/src/db/kysely';
import { createCustomer, createGroup, type TestCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import type { StripeDouble } from '../../api/src/test/stripe-double';
import { authenticateAsShopper } from '../../api/src/test/stripe-shopper';
import type { TestGateway } from './test/gateway-client';
import { startStripeGateway, type StripeGateway } from './test/stripe-gateway';

// 3-D Secure at order time through GraphQL (docs/decisions.md "3-D Secure at order time"):
// placeOrder answers a typed `paymentAuthentication` when the card's bank asks the
// shopper, the browser answers the challenge (here as the shop's Stripe.js stand-in does,
// against the Stripe double the compiled API talks to), and completeOrderPayment places
// the held order. A card that needs nothing answers `paymentAuthentication: null`.

const PLACE = `mutation($c: ID!) {
  placeOrder(input: { cardId: $c }) {
    message orderId grandTotal { amount } cart { lineCount }
    paymentAuthentication { clientSecret expiresAt }
  }
}`;
const COMPLETE = `mutation($o: ID!) {
  completeOrderPayment(orderId: $o) {
    message orderId grandTotal { amount } cart { lineCount } paymentAuthentication { clientSecret }
  }
}`;
const ADD_CARD = `mutation($t: String!) { addCard(input: { holderName: "Sam Shopper", token: $t }) { cards { id } } }`;
const ADD_TO_CART = 'mutation($g: ID!) { addToCart(groupId: $g, quantity: 2) { message } }';

type Payload = {
  message: string;
  orderId: string;
  grandTotal: { amount: string };
  cart: { lineCount: number };
  paymentAuthentication: { clientSecret: string; expiresAt?: string } | null;
};

let stripe: StripeDouble;
let handle: DbHandle;
let gateway: TestGateway;

let started: StripeGateway | undefined;

beforeAll(async () => {
  started = await startStripeGateway();
  ({ stripe, handle, gateway } = started);
}, 120_000);
afterAll(async () => {
  await started?.stop();
});

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** A shopper with a card of this Stripe test token and two units of a fresh group in the cart. */
async function shopperWith(cardToken: string): Promise<TestCustomer & { cardId: string }> {
  const shopper = await createCustomer(handle.db);
  const added = await ok<{ addCard: { cards: Array<{ id: string }> } }>(ADD_CARD, { t: cardToken }, shopper.token);
  const groupId = await createGroup(handle.db, { booked: 3 });
  await ok(ADD_TO_CART, { g: String(groupId) }, shopper.token);
  return { ...shopper, cardId: added.addCard.cards[0]!.id };
}

test('a 3-D Secure card: placeOrder answers paymentAuthentication, completeOrderPayment places the order', async () => {
  const shopper = await shopperWith('tok_authenticationRequiredOnSetup');
  const held = (await ok<{ placeOrder: Payload }>(PLACE, { c: shopper.cardId }, shopper.token)).placeOrder;
  expect(held).toEqual({
    message: 'Your bank asks you to confirm this payment.',
    orderId: expect.any(String),
    grandTotal: { amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    cart: { lineCount: 0 },
    paymentAuthentication: { clientSecret: expect.stringContaining('_secret_'), expiresAt: expect.any(String) },
  });
  expect(Date.parse(held.paymentAuthentication!.expiresAt!)).toBeGreaterThan(Date.now());

  // Before the shopper answered the bank: the API's 409, in its words.
  const early = await gateway.graphql(COMPLETE, { o: held.orderId }, shopper.token);
  expect(early.body.errors).toEqual([
    expect.objectContaining({
      message:
        'Your bank has not confirmed this payment yet. Please finish the check your bank asked for, then try again.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 409 }),
    }),
  ]);

  await authenticateAsShopper(held.paymentAuthentication!.clientSecret, {
    apiBase: stripe.url,
    publishableKey: 'pk_test_gateway',
  });
  const placed = { ...held, message: 'Order placed successfully.', paymentAuthentication: null };
  expect(
    (await ok<{ completeOrderPayment: Payload }>(COMPLETE, { o: held.orderId }, shopper.token)).completeOrderPayment,
  ).toEqual(placed);
  // Sent again: the same order, charged once.
  expect(
    (await ok<{ completeOrderPayment: Payload }>(COMPLETE, { o: held.orderId }, shopper.token)).completeOrderPayment,
  ).toEqual(placed);
  const intentId = held.paymentAuthentication!.clientSecret.split('_secret_')[0];
  expect(stripe.charges().filter((charge) => charge.id === intentId)).toEqual([
    expect.objectContaining({ amountCents: Math.round(Number(held.grandTotal.amount) * 100) }),
  ]);
});

test('a failed authentication: completeOrderPayment refuses with the 402, the items back in the cart', async () => {
  const shopper = await shopperWith('tok_authenticationRequired');
  const held = (await ok<{ placeOrder: Payload }>(PLACE, { c: shopper.cardId }, shopper.token)).placeOrder;
  await authenticateAsShopper(held.paymentAuthentication!.clientSecret, {
    apiBase: stripe.url,
    publishableKey: 'pk_test_gateway',
    outcome: 'fail',
  });
  const { body } = await gateway.graphql(COMPLETE, { o: held.orderId }, shopper.token);
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(/^Your bank did not confirm this payment, so your order was not placed/),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 402 }),
    }),
  ]);
  const cart = await ok<{ cart: { lineCount: number } }>('{ cart { lineCount } }', {}, shopper.token);
  expect(cart.cart.lineCount).toBe(1);
});

test("a card that needs no authentication: paymentAuthentication is null; another customer's held order is NOT_FOUND", async () => {
  const plain = await shopperWith('tok_visa');
  const placed = (await ok<{ placeOrder: Payload }>(PLACE, { c: plain.cardId }, plain.token)).placeOrder;
  expect(placed).toMatchObject({ message: 'Order placed successfully.', paymentAuthentication: null });

  const owner = await shopperWith('tok_authenticationRequiredOnSetup');
  const held = (await ok<{ placeOrder: Payload }>(PLACE, { c: owner.cardId }, owner.token)).placeOrder;
  const { body } = await gateway.graphql(COMPLETE, { o: held.orderId }, plain.token);
  expect(body.errors).toEqual([
    expect.objectContaining({ message: 'Order not found', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
  ]);
});
