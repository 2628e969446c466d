import type { DbHandle } from '../../api/src/db/kysely';
import { createCustomer, createGroup, type TestCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import type { StripeDouble } from '../../api/src/test/stripe-double';
import { createWalletMethodAsShopper } from '../../api/src/test/stripe-shopper';
import type { TestGateway } from './test/gateway-client';
import { startStripeGateway, type StripeGateway } from './test/stripe-gateway';

// Wallets through GraphQL (docs/decisions.md "Wallets"): placeOrder with `paymentMethod`,
// a wallet's one-time PaymentMethod (made here as the Express Checkout Element's Stripe.js
// makes it, against the Stripe double the compiled API talks to), instead of `cardId`.

const PLACE = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    message orderId grandTotal { amount } cart { lineCount }
    paymentAuthentication { clientSecret }
  }
}`;
const ADD_TO_CART = 'mutation($g: ID!) { addToCart(groupId: $g, quantity: 2) { message } }';

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

/** A shopper without a saved card and two units of a fresh group in the cart. */
async function shopperWithCart(): Promise<TestCustomer> {
  const shopper = await createCustomer(handle.db);
  const groupId = await createGroup(handle.db, { booked: 3 });
  const { body } = await gateway.graphql(ADD_TO_CART, { g: String(groupId) }, shopper.token);
  expect(body.errors).toBeUndefined();
  return shopper;
}

const walletMethod = () => createWalletMethodAsShopper({ apiBase: stripe.url, publishableKey: 'pk_test_gateway' });

test("placeOrder with a wallet's paymentMethod: placed and charged once, no card, nothing saved", async () => {
  const shopper = await shopperWithCart();
  const { body } = await gateway.graphql(PLACE, { input: { paymentMethod: await walletMethod() } }, shopper.token);
  expect(body.errors).toBeUndefined();
  const placed = (body.data as { placeOrder: { orderId: string; grandTotal: { amount: string } } }).placeOrder;
  expect(placed).toEqual({
    message: 'Order placed successfully.',
    orderId: expect.any(String),
    grandTotal: { amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    cart: { lineCount: 0 },
    paymentAuthentication: null,
  });
  const order = await handle.db
    .selectFrom('orders')
    .select(['card_id', 'wallet'])
    .where('id', '=', Number(placed.orderId))
    .executeTakeFirstOrThrow();
  expect(order).toEqual({ card_id: null, wallet: 'google_pay' });
  const charges = await handle.db
    .selectFrom('payments')
    .select(['amount_cents', 'provider_id'])
    .where('order_id', '=', Number(placed.orderId))
    .execute();
  expect(charges).toEqual([
    { amount_cents: Math.round(Number(placed.grandTotal.amount) * 100), provider_id: expect.stringMatching(/^pi_/) },
  ]);
  expect(stripe.charges().filter((charge) => charge.id === charges[0]!.provider_id)).toHaveLength(1);
});

test('both cardId and paymentMethod, or neither: BAD_USER_INPUT in the API words, nothing ordered', async () => {
  const shopper = await shopperWithCart();
  const both = await gateway.graphql(
    PLACE,
    { input: { cardId: '1', paymentMethod: await walletMethod() } },
    shopper.token,
  );
  expect(both.body.errors).toEqual([
    expect.objectContaining({
      message: 'Send either card_id or payment_method, not both',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
  const neither = await gateway.graphql(PLACE, { input: {} }, shopper.token);
  expect(neither.body.errors).toEqual([
    expect.objectContaining({
      message: 'Please Select or Add New Card',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
  expect(await handle.db.selectFrom('orders').select('id').where('customer_id', '=', shopper.id).execute()).toEqual([]);
});
