import { addToCart, createCustomer, createGroup, type TestCustomer } from '../modules/checkout/commerce.fixtures';
import { readOutbox } from '../modules/mail/outbox';
import { returnPendingCharges } from '../modules/payments/charges-to-return';
import { paymentProviderFor } from '../modules/payments/payment-providers';
import { createSettlementService } from '../modules/settlement/settlement.service';
import { startStripeDouble, type StripeDouble } from '../test/stripe-double';
import { createTestApp, type TestApp } from '../test/test-app';

// The payment provider (Stripe, through the real SDK, against a local double of its API)
// fails, times out, or charges and answers after we stopped waiting. For each: what the
// shopper is told, and from the database and the provider's books that nothing is lost,
// doubled or half-written. One call may take 300 ms; the SDK retries twice.

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
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A customer with a Stripe card (saved through the API from Stripe's test token) and one item in the cart. */
async function shopperReadyToPay(): Promise<TestCustomer & { cardId: number; groupId: number }> {
  const buyer = await createCustomer(t.handle.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { authorization: buyer.token },
    payload: { card_holder_name: 'Test Buyer', default_card: true, card_details: 'tok_visa' },
  });
  expect(res.statusCode).toBe(200);
  const card = await t.handle.db
    .selectFrom('cards')
    .select('id')
    .where('customer_id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const groupId = await createGroup(t.handle.db, { booked: 3 });
  await addToCart(t.app, buyer.token, groupId, 2);
  return { ...buyer, cardId: card.id, groupId };
}

const placeOrder = (buyer: TestCustomer & { cardId: number }, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token, 'idempotency-key': key },
    payload: { card_id: buyer.cardId },
  });

/** What the shop's database holds for the buyer: orders, charges in the ledger, units booked, cart rows, mails. */
async function booksOf(buyer: TestCustomer & { groupId: number }) {
  const db = t.handle.db;
  const { email } = await db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const orders = await db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute();
  const charges = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payments.amount_cents')
    .where('orders.customer_id', '=', buyer.id)
    .where('payments.kind', '=', 'charge')
    .execute();
  const group = await db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', buyer.groupId)
    .executeTakeFirstOrThrow();
  const cart = await db.selectFrom('cart_items').select('id').where('customer_id', '=', buyer.id).execute();
  return {
    orders: orders.length,
    charges: charges.length,
    booked: group.quantity_booked,
    cartRows: cart.length,
    orderMails: readOutbox(t.config.outboxDir).filter((m) => m.to === email && /order/i.test(m.subject)).length,
  };
}

const chargesToReturnOf = (customerId: number) =>
  t.handle.db.selectFrom('charges_to_return').selectAll().where('customer_id', '=', customerId).execute();

const nothingPlaced = { orders: 0, charges: 0, booked: 3, cartRows: 1, orderMails: 0 };

test('Stripe answers 500 on every try: the order is not placed, and whatever Stripe did is given back', async () => {
  const buyer = await shopperReadyToPay();
  const before = stripe.netChargedCents();
  stripe.failNext('payment_intents', 'fail', 'fail', 'fail');

  const res = await placeOrder(buyer, 'outage-1');
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe(ORDER_NOT_PLACED);
  await t.app.backgroundWorkIdle();
  expect(await booksOf(buyer)).toEqual(nothingPlaced);
  // A 500 may hide a charge, so it was written down and returned when Stripe came back.
  expect(await chargesToReturnOf(buyer.id)).toEqual([
    expect.objectContaining({ returned_at: expect.any(String), outcome: 'refunded' }),
  ]);
  expect(stripe.netChargedCents()).toBe(before);

  // Trying again with the same key, Stripe up: placed and charged once.
  const retry = await placeOrder(buyer, 'outage-1');
  expect(retry.statusCode).toBe(200);
  const grandTotalCents = Math.round(retry.json().data.grand_total * 100);
  await t.app.backgroundWorkIdle();
  expect(await booksOf(buyer)).toEqual({ orders: 1, charges: 1, booked: 5, cartRows: 0, orderMails: 1 });
  expect(stripe.netChargedCents() - before).toBe(grandTotalCents);
});

test('Stripe never answers, and is still down when we give back: the payments job returns it later', async () => {
  const buyer = await shopperReadyToPay();
  const before = stripe.netChargedCents();
  // Three timeouts for the order (a try and two retries), then three 500s for the
  // immediate attempt to give the charge back.
  stripe.failNext('payment_intents', 'hang', 'hang', 'hang', 'fail', 'fail', 'fail');

  const res = await placeOrder(buyer, 'timeout-1');
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe(ORDER_NOT_PLACED);
  expect(await booksOf(buyer)).toEqual(nothingPlaced);
  const [pending] = await chargesToReturnOf(buyer.id);
  expect(pending).toEqual(
    expect.objectContaining({ returned_at: null, attempts: 1, charge_id: null, last_error: expect.any(String) }),
  );

  // The payments job's next run, Stripe up again.
  expect(await returnPendingCharges(t.handle.db, paymentProviderFor(t.config))).toBe(1);
  expect(await returnPendingCharges(t.handle.db, paymentProviderFor(t.config))).toBe(0);
  expect(await chargesToReturnOf(buyer.id)).toEqual([
    expect.objectContaining({ returned_at: expect.any(String), outcome: 'refunded', attempts: 2 }),
  ]);
  expect(stripe.netChargedCents()).toBe(before);
});

test('Stripe charges but answers after our timeout once: the retry gets the same charge, placed once', async () => {
  const buyer = await shopperReadyToPay();
  const before = stripe.netChargedCents();
  const intentsBefore = stripe.charges().length;
  stripe.failNext('payment_intents', 'late');

  const res = await placeOrder(buyer, 'late-once-1');
  expect(res.statusCode).toBe(200);
  const grandTotalCents = Math.round(res.json().data.grand_total * 100);
  await t.app.backgroundWorkIdle();
  expect(await booksOf(buyer)).toEqual({ orders: 1, charges: 1, booked: 5, cartRows: 0, orderMails: 1 });
  expect(stripe.charges().length - intentsBefore).toBe(1);
  expect(stripe.netChargedCents() - before).toBe(grandTotalCents);
  expect(await chargesToReturnOf(buyer.id)).toEqual([]);
});

test('Stripe charges but every answer comes after our timeout: no order, and the charge is refunded in full', async () => {
  const buyer = await shopperReadyToPay();
  const before = stripe.netChargedCents();
  stripe.failNext('payment_intents', 'late', 'late', 'late');

  const res = await placeOrder(buyer, 'late-always-1');
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe(ORDER_NOT_PLACED);
  await t.app.backgroundWorkIdle();
  expect(await booksOf(buyer)).toEqual(nothingPlaced);
  const [returned] = await chargesToReturnOf(buyer.id);
  expect(returned).toEqual(expect.objectContaining({ outcome: 'refunded', charge_id: expect.any(String) }));
  // The charge Stripe made on the first try is the one refunded: one charge, no second.
  const charge = stripe.charges().find((c) => c.id === returned!.charge_id)!;
  expect(charge.refundedCents).toBe(charge.amountCents);
  expect(stripe.netChargedCents()).toBe(before);
});

test('saving a card while Stripe is down answers 503 and saves nothing', async () => {
  const buyer = await createCustomer(t.handle.db);
  stripe.failNext('payment_methods', 'fail', 'fail', 'fail');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { authorization: buyer.token },
    payload: { card_holder_name: 'Test Buyer', default_card: true, card_details: 'tok_visa' },
  });
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe(
    'The payment service is not answering. Nothing was changed; please try again in a few minutes.',
  );
  expect(await t.handle.db.selectFrom('cards').select('id').where('customer_id', '=', buyer.id).execute()).toEqual([]);
});

test('a settlement refund while Stripe is down is made once, on the run after it comes back', async () => {
  const buyer = await shopperReadyToPay();
  const placed = await placeOrder(buyer, 'settle-1');
  expect(placed.statusCode).toBe(200);
  // Other buyers took the group to 20 units ($90), and it has ended.
  await t.handle.db
    .updateTable('groups')
    .set({ quantity_booked: 20, end_date: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', buyer.groupId)
    .execute();
  const settlement = createSettlementService(t.handle.db, paymentProviderFor(t.config));
  const refundsOf = () =>
    t.handle.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', placed.json().data.order_id)
      .where('kind', '=', 'refund')
      .execute();

  stripe.failNext('refunds', 'fail', 'fail', 'fail');
  await expect(settlement.run({ groupId: buyer.groupId })).rejects.toThrow(/payment service/);
  expect(await refundsOf()).toEqual([]);

  const summary = await settlement.run({ groupId: buyer.groupId });
  expect(summary.lines_settled).toBe(1);
  const refunds = await refundsOf();
  expect(refunds).toEqual([{ amount_cents: summary.refunded_cents }]);
  // $10 a unit on 2 units, with the tax and fee on it.
  expect(summary.refunded_cents).toBeGreaterThanOrEqual(2_000);
  const [charge] = stripe.charges().slice(-1);
  expect(charge!.refundedCents).toBe(summary.refunded_cents);
  expect(await settlement.run({ groupId: buyer.groupId })).toEqual(expect.objectContaining({ lines_settled: 0 }));
});
