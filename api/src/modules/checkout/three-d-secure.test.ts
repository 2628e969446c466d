import { JOBS } from '../../jobs/shop-jobs';
import { createUnsubscribeSigner } from '../mail/level-mail';
import { createMailQueue } from '../mail/mail-queue';
import { readOutbox } from '../mail/outbox';
import { paymentProviderFor } from '../payments/payment-providers';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import { authenticateAsShopper } from '../../test/stripe-shopper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCheckoutService } from './checkout.service';
import { addToCart, createCustomer, createGroup, type TestCustomer } from './commerce.fixtures';

// 3-D Secure at order time (docs/decisions.md "3-D Secure at order time"), against the
// Stripe double through the real SDK: an order whose card's bank asks the shopper to
// authenticate is held (units booked, cart taken, nothing charged, nothing mailed), then
// placed once the shopper confirmed, or released (units and cart lines back, the payment
// canceled) when the authentication fails or the hold runs out. What the shopper's client
// sees, and what the database and Stripe's books hold, on both databases.

const HELD = 'Your bank asks you to confirm this payment.';
const NOT_CONFIRMED =
  'Your bank has not confirmed this payment yet. Please finish the check your bank asked for, then try again.';
const FAILED =
  'Your bank did not confirm this payment, so your order was not placed and nothing was charged. Its items are back in your cart: please pay with another card.';
const EXPIRED =
  'The time to confirm this payment with your bank ran out, so your order was not placed and nothing was charged. Its items are back in your cart.';
const HOLD_MS = 15 * 60_000;

let t: TestApp;
let stripe: StripeDouble;
/** The same checkout as the app's, for driving the hold job with a clock of the test's. */
let checkout: ReturnType<typeof createCheckoutService>;
beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
      // The jobs run only when a test drives them.
      SETTLEMENT_INTERVAL_SECONDS: '0',
    },
  });
  checkout = createCheckoutService(t.handle.db, t.config, paymentProviderFor(t.config), {
    queue: createMailQueue(() => t.app.jobs.wake(JOBS.mail)),
    publicUrl: t.config.publicUrl,
    unsubscribe: createUnsubscribeSigner(t.config.signingSecret),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Shopper = TestCustomer & { email: string; cardId: number; groupId: number };

/** Saves a card from a Stripe test token through the API; answers its id. */
async function saveCard(buyer: TestCustomer, token: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { authorization: buyer.token },
    payload: { card_holder_name: 'Test Buyer', default_card: true, card_details: token },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ id: number }> }).data[0]!.id;
}

/** A shopper with a card whose bank asks for 3-D Secure (4000002500003155) and 2 units of a group (3 booked) in the cart. */
async function shopperWith3dsCard(token = 'tok_authenticationRequiredOnSetup'): Promise<Shopper> {
  const buyer = await createCustomer(t.handle.db);
  const { email } = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const cardId = await saveCard(buyer, token);
  const groupId = await createGroup(t.handle.db, { booked: 3 });
  await addToCart(t.app, buyer.token, groupId, 2);
  return { ...buyer, email, cardId, groupId };
}

const placeOrder = (buyer: Shopper, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token, ...headers },
    payload: { card_id: buyer.cardId },
  });

const completePayment = (buyer: TestCustomer, orderId: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/complete-payment`,
    headers: { authorization: buyer.token },
    payload: {},
  });

type Held = {
  order_id: number;
  grand_total: number;
  payment_authentication: { client_secret: string; expires_at: string };
};

/** Places the shopper's cart and expects it held: answers the 202's data. */
async function placeHeld(buyer: Shopper): Promise<Held> {
  const res = await placeOrder(buyer);
  expect(res.statusCode).toBe(202);
  const body = res.json() as { status: number; message: string; data: Held };
  expect(body).toEqual({
    status: 202,
    message: HELD,
    data: {
      order_id: expect.any(Number),
      grand_total: expect.any(Number),
      payment_authentication: { client_secret: expect.stringContaining('_secret_'), expires_at: expect.any(String) },
    },
  });
  return body.data;
}

const intentOf = (held: Held) => held.payment_authentication.client_secret.split('_secret_')[0]!;

/** What the shop holds for the buyer: the order's state, ledger charges, units booked, cart, order mails, My Orders. */
async function booksOf(buyer: Shopper, orderId: number) {
  const db = t.handle.db;
  await t.app.backgroundWorkIdle();
  const order = await db
    .selectFrom('orders')
    .select('payment_state')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const charges = await db
    .selectFrom('payments')
    .select(['amount_cents', 'provider_id'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .execute();
  const group = await db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', buyer.groupId)
    .executeTakeFirstOrThrow();
  const cart = await db
    .selectFrom('cart_items')
    .select(['group_id', 'qty'])
    .where('customer_id', '=', buyer.id)
    .execute();
  const myOrders = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: buyer.token },
    payload: {},
  });
  const lines = (myOrders.json() as { data: { order_list: Array<{ order_id: number }> } }).data.order_list;
  return {
    state: order.payment_state,
    charges,
    booked: group.quantity_booked,
    cart,
    orderMails: readOutbox(t.config.outboxDir).filter(
      (m) => m.to === buyer.email && /order \d+ is placed/i.test(m.subject),
    ).length,
    myOrderLines: lines.filter((line) => line.order_id === orderId).length,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Ends the holds earlier tests left open, so a run's count is this test's. */
const endEarlierHolds = () => checkout.releaseExpiredHolds(new Date(Date.now() + 2 * HOLD_MS));

test('a 3-D Secure card: the order is held (nothing charged or mailed), then placed once the shopper confirmed, with one charge', async () => {
  const buyer = await shopperWith3dsCard();
  const before = Date.now();
  const held = await placeHeld(buyer);
  const expiresAt = Date.parse(held.payment_authentication.expires_at);
  expect(expiresAt).toBeGreaterThanOrEqual(before + HOLD_MS);
  expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOLD_MS);
  expect(await booksOf(buyer, held.order_id)).toEqual({
    state: 'awaiting_authentication',
    charges: [],
    booked: 5,
    cart: [],
    orderMails: 0,
    myOrderLines: 0,
  });
  expect(stripe.paymentIntent(intentOf(held))).toMatchObject({ status: 'requires_action' });

  // The shopper has not answered the bank yet.
  const early = await completePayment(buyer, held.order_id);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({
    message: NOT_CONFIRMED,
    data: { payment_authentication: held.payment_authentication },
  });

  // The browser's handleNextAction, then the completion.
  expect(await authenticateAsShopper(held.payment_authentication.client_secret, { apiBase: stripe.url })).toMatchObject(
    {
      status: 'succeeded',
    },
  );
  const done = await completePayment(buyer, held.order_id);
  expect(done.statusCode).toBe(200);
  expect(done.json()).toEqual({
    status: 200,
    message: 'Order placed successfully.',
    data: { order_id: held.order_id, grand_total: held.grand_total },
  });
  const placed = {
    state: 'placed',
    charges: [{ amount_cents: cents(held.grand_total), provider_id: intentOf(held) }],
    booked: 5,
    cart: [],
    orderMails: 1,
    myOrderLines: 1,
  };
  expect(await booksOf(buyer, held.order_id)).toEqual(placed);
  expect(stripe.charges().filter((charge) => charge.id === intentOf(held))).toEqual([
    expect.objectContaining({ amountCents: cents(held.grand_total), refundedCents: 0 }),
  ]);

  // Sent again later: the same answer, nothing more.
  const again = await completePayment(buyer, held.order_id);
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toEqual({ order_id: held.order_id, grand_total: held.grand_total });
  expect(await booksOf(buyer, held.order_id)).toEqual(placed);
});

test('completions sent at once without a key: one charge in the ledger, one mail, every copy answered with the order', async () => {
  const buyer = await shopperWith3dsCard();
  const held = await placeHeld(buyer);
  await authenticateAsShopper(held.payment_authentication.client_secret, { apiBase: stripe.url });

  const answers = await Promise.all(Array.from({ length: 5 }, () => completePayment(buyer, held.order_id)));
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
  for (const res of answers)
    expect(res.json().data).toEqual({ order_id: held.order_id, grand_total: held.grand_total });
  const books = await booksOf(buyer, held.order_id);
  expect(books).toMatchObject({ state: 'placed', booked: 5, orderMails: 1, myOrderLines: 1 });
  expect(books.charges).toHaveLength(1);
  expect(stripe.charges().filter((charge) => charge.id === intentOf(held))).toHaveLength(1);
});

test('placing the cart again while its order is held answers the held order: no second order or payment', async () => {
  const buyer = await shopperWith3dsCard();
  const intentsBefore = stripe.requestsTo('payment_intents');
  const held = await placeHeld(buyer);
  const callsForOne = stripe.requestsTo('payment_intents') - intentsBefore;

  const again = await placeOrder(buyer);
  expect(again.statusCode).toBe(202);
  expect(again.json().data).toEqual(held);
  expect(stripe.requestsTo('payment_intents') - intentsBefore).toBe(callsForOne);
  expect(await t.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute()).toEqual([
    { id: held.order_id },
  ]);

  // A key's replay answers the order as it stands now: placed, once confirmed.
  const keyed = await shopperWith3dsCard();
  const first = await placeOrder(keyed, { 'idempotency-key': 'three-d-secure-replay' });
  expect(first.statusCode).toBe(202);
  const keyedHeld = first.json().data as Held;
  await authenticateAsShopper(keyedHeld.payment_authentication.client_secret, { apiBase: stripe.url });
  expect((await completePayment(keyed, keyedHeld.order_id)).statusCode).toBe(200);
  const replay = await placeOrder(keyed, { 'idempotency-key': 'three-d-secure-replay' });
  expect(replay.statusCode).toBe(200);
  expect(replay.json().data).toEqual({ order_id: keyedHeld.order_id, grand_total: keyedHeld.grand_total });
});

test.each([
  ['the shopper fails the authentication', 'tok_authenticationRequiredOnSetup', 'fail'],
  ['the card is declined after it', 'tok_authenticationRequiredChargeDeclinedInsufficientFunds', 'complete'],
] as const)(
  '%s: the order is released at completion, 402, units and cart back, nothing charged',
  async (_case, token, outcome) => {
    const buyer = await shopperWith3dsCard(token);
    const held = await placeHeld(buyer);
    await authenticateAsShopper(held.payment_authentication.client_secret, { apiBase: stripe.url, outcome });

    const res = await completePayment(buyer, held.order_id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ status: 402, message: FAILED, data: { order_id: held.order_id } });
    expect(await booksOf(buyer, held.order_id)).toEqual({
      state: 'released',
      charges: [],
      booked: 3,
      cart: [{ group_id: buyer.groupId, qty: 2 }],
      orderMails: 0,
      myOrderLines: 0,
    });
    // Canceled at Stripe: no later confirmation can take money for the released order.
    expect(stripe.paymentIntent(intentOf(held))).toMatchObject({ status: 'canceled' });
    expect(stripe.charges().filter((charge) => charge.id === intentOf(held))).toEqual([]);
    // Asked again: the same answer.
    expect((await completePayment(buyer, held.order_id)).json()).toMatchObject({ status: 402, message: FAILED });
  },
);

test('never confirmed: the hold job releases it once the hold ran out; the cart then pays with another card', async () => {
  await endEarlierHolds();
  const buyer = await shopperWith3dsCard();
  const held = await placeHeld(buyer);
  const expiresAt = Date.parse(held.payment_authentication.expires_at);

  // Within the hold the job leaves it alone.
  expect(await checkout.releaseExpiredHolds(new Date(expiresAt - 60_000))).toBe(0);
  expect(await booksOf(buyer, held.order_id)).toMatchObject({ state: 'awaiting_authentication', booked: 5 });

  expect(await checkout.releaseExpiredHolds(new Date(expiresAt + 1_000))).toBe(1);
  expect(await booksOf(buyer, held.order_id)).toEqual({
    state: 'released',
    charges: [],
    booked: 3,
    cart: [{ group_id: buyer.groupId, qty: 2 }],
    orderMails: 0,
    myOrderLines: 0,
  });
  expect(stripe.paymentIntent(intentOf(held))).toMatchObject({ status: 'canceled' });
  expect(await checkout.releaseExpiredHolds(new Date(expiresAt + 60_000))).toBe(0);

  // The shopper's browser comes back too late: it is told why.
  const late = await completePayment(buyer, held.order_id);
  expect(late.statusCode).toBe(402);
  expect(late.json().message).toBe(EXPIRED);

  // The cart's lines, given back, are placed with another card, charged once.
  const visa = await saveCard(buyer, 'tok_visa');
  const res = await placeOrder({ ...buyer, cardId: visa });
  expect(res.statusCode).toBe(200);
  const placed = res.json().data as { order_id: number; grand_total: number };
  expect(await booksOf(buyer, placed.order_id)).toMatchObject({
    state: 'placed',
    charges: [{ amount_cents: cents(placed.grand_total), provider_id: expect.any(String) }],
    booked: 5,
    cart: [],
    orderMails: 1,
  });
});

test('confirmed as the hold ran out: the job finds it paid and places it instead of releasing it', async () => {
  await endEarlierHolds();
  const buyer = await shopperWith3dsCard();
  const held = await placeHeld(buyer);
  stripe.authenticate(intentOf(held), 'complete');

  expect(await checkout.releaseExpiredHolds(new Date(Date.parse(held.payment_authentication.expires_at) + 1_000))).toBe(
    1,
  );
  const books = await booksOf(buyer, held.order_id);
  expect(books).toEqual({
    state: 'placed',
    charges: [{ amount_cents: cents(held.grand_total), provider_id: intentOf(held) }],
    booked: 5,
    cart: [],
    orderMails: 1,
    myOrderLines: 1,
  });
  expect((await completePayment(buyer, held.order_id)).json().data).toEqual({
    order_id: held.order_id,
    grand_total: held.grand_total,
  });
});

test("Stripe's payment events: the off-session refusal keeps the order held; the intent's success places it", async () => {
  const buyer = await shopperWith3dsCard();
  const held = await placeHeld(buyer);
  // The refusal that held the order is itself a payment_intent.payment_failed event.
  expect(await checkout.heldOrders.failed(intentOf(held))).toBe(
    `Order #${held.order_id}, held for 3-D Secure: still waiting for the shopper's authentication`,
  );
  expect(await booksOf(buyer, held.order_id)).toMatchObject({ state: 'awaiting_authentication', charges: [] });

  stripe.authenticate(intentOf(held), 'complete');
  expect(await checkout.heldOrders.succeeded(intentOf(held))).toBe(
    `Order #${held.order_id}, held for 3-D Secure: placed`,
  );
  expect(await booksOf(buyer, held.order_id)).toMatchObject({ state: 'placed', orderMails: 1, myOrderLines: 1 });
  expect(await checkout.heldOrders.succeeded('pi_not_held')).toBeNull();
});

test("another customer's held order is 404 and stays held; an order never held answers as placed; a bad id is 400", async () => {
  const owner = await shopperWith3dsCard();
  const held = await placeHeld(owner);
  await authenticateAsShopper(held.payment_authentication.client_secret, { apiBase: stripe.url });
  const other = await createCustomer(t.handle.db);

  const res = await completePayment(other, held.order_id);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Order not found');
  expect((await completePayment(other, 2_000_000_000)).json().message).toBe('Order not found');
  expect(await booksOf(owner, held.order_id)).toMatchObject({ state: 'awaiting_authentication', charges: [] });

  // An order placed at once has nothing to complete: it answers as placed.
  const visa = await shopperWith3dsCard('tok_visa');
  const placed = await placeOrder(visa);
  expect(placed.statusCode).toBe(200);
  const completed = await completePayment(visa, placed.json().data.order_id);
  expect(completed.statusCode).toBe(200);
  expect(completed.json().data).toEqual(placed.json().data);

  const bad = await completePayment(owner, 'abc');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('order_id must be a positive integer');
});
