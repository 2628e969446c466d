import { readOutbox } from '../mail/outbox';
import { returnPendingCharges } from '../payments/charges-to-return';
import { paymentProviderFor } from '../payments/payment-providers';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import { authenticateAsShopper, createWalletMethodAsShopper } from '../../test/stripe-shopper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, createCustomer, createGroup, type TestCustomer } from './commerce.fixtures';

// Wallets at checkout (docs/decisions.md "Wallets"): an order paid with a wallet's one-time
// PaymentMethod (what Stripe.js createPaymentMethod makes after the Express Checkout
// Element's Google Pay, Apple Pay or Link sheet) instead of a saved card. Against the
// Stripe double through the real SDK, on both databases: what the shopper's client sees,
// and what the shop's books and Stripe's hold.

const NOT_A_WALLET =
  "payment_method must be a wallet's payment method (Apple Pay, Google Pay or Link); pay with a saved card through card_id";
const ORDER_NOT_PLACED =
  'The payment service is not answering, so your order was not placed. ' +
  'Anything taken from your card is given back. Please try again in a few minutes.';

let t: TestApp;
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble({ lateMs: 1_000 });
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
      PAYMENT_TIMEOUT_MS: '300',
      SETTLEMENT_INTERVAL_SECONDS: '0',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Shopper = TestCustomer & { groupId: number };

/** A shopper with no saved card (and so no Stripe Customer yet) and 2 units of a group (3 booked) in the cart. */
async function shopperWithCart(): Promise<Shopper> {
  const buyer = await createCustomer(t.handle.db);
  const groupId = await createGroup(t.handle.db, { booked: 3 });
  await addToCart(t.app, buyer.token, groupId, 2);
  return { ...buyer, groupId };
}

/** The wallet's payment method the shopper's browser makes (Google Pay, Stripe's test Visa unless said). */
const walletMethod = (options: { wallet?: string | null; number?: string } = {}) =>
  createWalletMethodAsShopper({ apiBase: stripe.url, ...options });

const placeOrder = (buyer: TestCustomer, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token, ...headers },
    payload,
  });

/** What the shop holds for the buyer: orders (card, wallet, state), ledger charges, units booked, cart, saved cards, order mails. */
async function booksOf(buyer: Shopper) {
  const db = t.handle.db;
  await t.app.backgroundWorkIdle();
  const { email, stripe_customer_id } = await db
    .selectFrom('customers')
    .select(['email', 'stripe_customer_id'])
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'card_id', 'wallet', 'payment_state'])
    .where('customer_id', '=', buyer.id)
    .orderBy('id')
    .execute();
  const charges = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.amount_cents', 'payments.provider_id'])
    .where('orders.customer_id', '=', buyer.id)
    .where('payments.kind', '=', 'charge')
    .execute();
  const group = await db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', buyer.groupId)
    .executeTakeFirstOrThrow();
  const cart = await db.selectFrom('cart_items').select('qty').where('customer_id', '=', buyer.id).execute();
  const cards = await db.selectFrom('cards').select('id').where('customer_id', '=', buyer.id).execute();
  return {
    stripeCustomer: stripe_customer_id,
    orders: orders.map(({ card_id, wallet, payment_state }) => ({ card_id, wallet, payment_state })),
    charges,
    booked: group.quantity_booked,
    cart: cart.map((line) => line.qty),
    savedCards: cards.length,
    orderMails: readOutbox(t.config.outboxDir).filter((m) => m.to === email && /order \d+ is placed/i.test(m.subject))
      .length,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const nothingPlaced = { orders: [], charges: [], booked: 3, cart: [2], savedCards: 0, orderMails: 0 };

test("Google Pay pays the order: placed with one charge on the shopper's Stripe Customer, the wallet named, nothing saved", async () => {
  const buyer = await shopperWithCart();
  const method = await walletMethod();

  const res = await placeOrder(buyer, { payment_method: method });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { status: number; message: string; data: { order_id: number; grand_total: number } };
  expect(body).toEqual({
    status: 200,
    message: 'Order placed successfully.',
    data: { order_id: expect.any(Number), grand_total: expect.any(Number) },
  });
  const books = await booksOf(buyer);
  expect(books).toEqual({
    stripeCustomer: expect.stringMatching(/^cus_/),
    orders: [{ card_id: null, wallet: 'google_pay', payment_state: 'placed' }],
    charges: [{ amount_cents: cents(body.data.grand_total), provider_id: expect.stringMatching(/^pi_/) }],
    booked: 5,
    cart: [],
    savedCards: 0,
    orderMails: 1,
  });
  // At Stripe: one charge of the order's total, on the shopper's one Customer, the
  // wallet's method attached to nobody (not saved).
  const [charge] = stripe.charges().filter((c) => c.id === books.charges[0]!.provider_id);
  expect(charge).toEqual(
    expect.objectContaining({ amountCents: cents(body.data.grand_total), customer: books.stripeCustomer }),
  );
  expect(stripe.customers().filter((c) => c.id === books.stripeCustomer)).toEqual([
    expect.objectContaining({ shopCustomerId: String(buyer.id) }),
  ]);
  expect(stripe.paymentMethodsOf(books.stripeCustomer!)).toEqual([]);
  // The order is the shopper's like any other.
  const myOrders = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: buyer.token },
    payload: {},
  });
  expect(
    (myOrders.json() as { data: { order_list: Array<{ order_id: number }> } }).data.order_list.map((l) => l.order_id),
  ).toContain(body.data.order_id);

  // The same one-time method cannot pay a second order: Stripe refuses it, and nothing is booked.
  const next = await shopperWithCart();
  const again = await placeOrder(next, { payment_method: method });
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toMatch(/may not be used again/);
  expect(await booksOf(next)).toEqual({ ...nothingPlaced, stripeCustomer: expect.stringMatching(/^cus_/) });
});

test('a wallet whose bank asks for 3-D Secure: held, then placed after the challenge with exactly one charge', async () => {
  const buyer = await shopperWithCart();
  const method = await walletMethod({ wallet: 'apple_pay', number: '4000002760003184' });

  const res = await placeOrder(buyer, { payment_method: method });
  expect(res.statusCode).toBe(202);
  const held = res.json().data as {
    order_id: number;
    grand_total: number;
    payment_authentication: { client_secret: string; expires_at: string };
  };
  expect(await booksOf(buyer)).toMatchObject({
    orders: [{ card_id: null, wallet: 'apple_pay', payment_state: 'awaiting_authentication' }],
    charges: [],
    booked: 5,
    cart: [],
    orderMails: 0,
  });

  // The browser's handleNextAction, then the completion, as for a card.
  await authenticateAsShopper(held.payment_authentication.client_secret, { apiBase: stripe.url });
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${held.order_id}/complete-payment`,
    headers: { authorization: buyer.token },
    payload: {},
  });
  expect(done.statusCode).toBe(200);
  expect(done.json().data).toEqual({ order_id: held.order_id, grand_total: held.grand_total });
  const intent = held.payment_authentication.client_secret.split('_secret_')[0]!;
  expect(await booksOf(buyer)).toMatchObject({
    orders: [{ card_id: null, wallet: 'apple_pay', payment_state: 'placed' }],
    charges: [{ amount_cents: cents(held.grand_total), provider_id: intent }],
    booked: 5,
    orderMails: 1,
  });
  expect(stripe.charges().filter((c) => c.id === intent)).toHaveLength(1);
});

test("a wallet's card declined: 400 with the bank's words, nothing booked or charged, the cart kept", async () => {
  const buyer = await shopperWithCart();
  const chargesBefore = stripe.charges().length;
  const res = await placeOrder(buyer, { payment_method: await walletMethod({ number: '4000000000009995' }) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 400, message: 'Your card has insufficient funds.', data: null });
  expect(await booksOf(buyer)).toEqual({ ...nothingPlaced, stripeCustomer: expect.stringMatching(/^cus_/) });
  expect(stripe.charges()).toHaveLength(chargesBefore);
});

test('exactly once: a key replayed answers the same order, and copies sent at once without a key place one order', async () => {
  const keyed = await shopperWithCart();
  const method = await walletMethod();
  const first = await placeOrder(keyed, { payment_method: method }, { 'idempotency-key': 'wallet-replay-1' });
  expect(first.statusCode).toBe(200);
  const replay = await placeOrder(keyed, { payment_method: method }, { 'idempotency-key': 'wallet-replay-1' });
  expect(replay.statusCode).toBe(200);
  expect(replay.json().data).toEqual(first.json().data);
  expect((await booksOf(keyed)).charges).toHaveLength(1);

  const buyer = await shopperWithCart();
  const once = await walletMethod();
  const chargesBefore = stripe.charges().length;
  const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer, { payment_method: once })));
  const statuses = answers.map((res) => res.statusCode).sort();
  // One placed; the others found the cart taken (409) or empty (400), and charged nothing.
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 409)).toBe(true);
  const books = await booksOf(buyer);
  expect(books).toMatchObject({ booked: 5, cart: [], orderMails: 1 });
  expect(books.orders).toHaveLength(1);
  expect(books.charges).toHaveLength(1);
  expect(stripe.charges().length - chargesBefore).toBe(1);
});

test('refused before anything is booked: both or neither field, a bad id, an unknown one, a typed card, a saved card of another shopper', async () => {
  const buyer = await shopperWithCart();
  const expectRefused = async (payload: Record<string, unknown>, status: number, message: string) => {
    const res = await placeOrder(buyer, payload);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { status, message, data: null } });
  };

  await expectRefused({}, 400, 'Please Select or Add New Card');
  await expectRefused({ payment_method: '' }, 400, 'Please Select or Add New Card');
  await expectRefused(
    { card_id: 1, payment_method: await walletMethod() },
    400,
    'Send either card_id or payment_method, not both',
  );
  await expectRefused({ payment_method: 'tok_visa' }, 400, 'payment_method must be a Stripe PaymentMethod id (pm_…)');
  await expectRefused({ payment_method: 42 }, 400, 'payment_method must be a Stripe PaymentMethod id (pm_…)');
  await expectRefused({ payment_method: 'pm_unknown' }, 404, 'Payment method not found');
  // A typed card's method: cards are saved through a SetupIntent first, so their bank authenticates them.
  await expectRefused({ payment_method: await walletMethod({ wallet: null }) }, 400, NOT_A_WALLET);

  // Another shopper's saved card (attached to their Customer) is not this shopper's to pay with.
  const other = await createCustomer(t.handle.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { authorization: other.token },
    payload: { card_holder_name: 'Other Buyer', default_card: true, card_details: 'tok_visa' },
  });
  expect(saved.statusCode).toBe(200);
  const { provider_card_id } = await t.handle.db
    .selectFrom('cards')
    .select('provider_card_id')
    .where('customer_id', '=', other.id)
    .executeTakeFirstOrThrow();
  await expectRefused({ payment_method: provider_card_id }, 404, 'Payment method not found');

  expect(await booksOf(buyer)).toEqual({ ...nothingPlaced, stripeCustomer: null });
});

test('Stripe charges the wallet but every answer comes after our timeout: no order, the charge asked again on session and refunded', async () => {
  const buyer = await shopperWithCart();
  const before = stripe.netChargedCents();
  // The charge is made on the first try, and it and the SDK's two retries answer too late.
  stripe.failNext('payment_intents', 'late', 'late', 'late');

  const res = await placeOrder(buyer, { payment_method: await walletMethod() });
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe(ORDER_NOT_PLACED);
  expect(await booksOf(buyer)).toEqual({ ...nothingPlaced, stripeCustomer: expect.stringMatching(/^cus_/) });
  // Written down as a wallet's, and asked again under its key with the parameters it was
  // first asked with (on session; the double, like Stripe, refuses a key sent again with
  // others): Stripe answers the charge it made, which is refunded in full.
  const returned = await t.handle.db
    .selectFrom('charges_to_return')
    .selectAll()
    .where('customer_id', '=', buyer.id)
    .execute();
  expect(returned).toEqual([
    expect.objectContaining({ wallet: 'google_pay', outcome: 'refunded', charge_id: expect.stringMatching(/^pi_/) }),
  ]);
  const charge = stripe.charges().find((c) => c.id === returned[0]!.charge_id)!;
  expect(charge.refundedCents).toBe(charge.amountCents);
  expect(stripe.netChargedCents()).toBe(before);
  // Nothing left for the payments job.
  expect(await returnPendingCharges(t.handle.db, paymentProviderFor(t.config))).toBe(0);
});

describe('with the sandbox', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  test('a wallet payment method is refused naming the field', async () => {
    const buyer = await createCustomer(sandbox.handle.db);
    const groupId = await createGroup(sandbox.handle.db, { booked: 3 });
    await addToCart(sandbox.app, buyer.token, groupId, 2);
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/api/placeorder',
      headers: { authorization: buyer.token },
      payload: { payment_method: 'pm_card_visa' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('payment_method is only accepted when the shop takes payments through Stripe');
    expect(
      await sandbox.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute(),
    ).toEqual([]);
  });
});
