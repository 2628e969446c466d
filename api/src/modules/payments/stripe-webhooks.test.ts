import Stripe from 'stripe';
import { JOBS } from '../../jobs/shop-jobs';
import { loginAs } from '../../test/login';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import {
  sendStripeEvent,
  stripeEvent,
  stripeSignature,
  TEST_WEBHOOK_SECRET,
  type StripeTestEvent,
} from '../../test/stripe-webhook-sender';
import { confirmSetupAsShopper, type TestPaymentMethod } from '../../test/stripe-shopper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { paymentProviderFor } from './payment-providers';
import { MAX_REFUND_RETRIES } from './refund-states';
import { ORDER_GRACE_MS, processStripeEvents } from './stripe-events';

// Stripe's webhook as Stripe uses it, against the Stripe double: events signed with the
// endpoint's secret, sent to the API, worked by the stripe-events job; what an operator
// then reads in the admin lists (the ledger, Stripe's events, disputes) and what Stripe's
// books (the double's) say. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
let stripe: StripeDouble;
let sdk: Stripe;
let adminToken: string;

beforeAll(async () => {
  stripe = await startStripeDouble();
  const base = new URL(stripe.url);
  sdk = new Stripe('sk_test_double', { host: base.hostname, port: Number(base.port), protocol: 'http' });
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    },
  });
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const asAdmin = { authorization: '' };
beforeAll(() => {
  asAdmin.authorization = adminToken;
});

/** Sends the event as Stripe does and waits for the job's work (the webhook wakes it). */
async function deliver(event: StripeTestEvent) {
  const res = await sendStripeEvent(t.app, event);
  await t.app.jobs.drain();
  return res;
}

type EventRow = { event_id: string; type: string; status: string; outcome: string | null; attempts: number };
async function stripeEvents(): Promise<{ events: EventRow[]; total: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stripe/events?page_size=100', headers: asAdmin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const eventRow = async (id: string) => (await stripeEvents()).events.find((e) => e.event_id === id);

type LedgerEntry = {
  payment_id: number;
  kind: string;
  order_line_id: number | null;
  provider_id: string;
  refund_state: string | null;
  refund_failure: string | null;
  refund_retries: number;
};
async function refundOfLine(lineId: number): Promise<LedgerEntry> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/ledger?kind=refund&page_size=100',
    headers: asAdmin,
  });
  expect(res.statusCode).toBe(200);
  const entry = (res.json().data.entries as LedgerEntry[]).find((e) => e.order_line_id === lineId);
  if (!entry) throw new Error(`no refund of line ${lineId} in the ledger`);
  return entry;
}

type Dispute = {
  dispute_id: string;
  order_id: number | null;
  customer_email: string | null;
  status: string;
  closed: boolean;
};
async function disputes(): Promise<{ disputes: Dispute[]; total: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/disputes?page_size=100', headers: asAdmin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const storedEvents = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('stripe_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A shopper with a card saved through Stripe (a SetupIntent confirmed as the browser does). */
async function stripeShopper(card: TestPaymentMethod = 'pm_card_visa'): Promise<TestCustomer & { cardId: number }> {
  const shopper = await createCustomer(t.handle.db);
  const headers = { authorization: shopper.token };
  const setup = await t.app.inject({ method: 'POST', url: '/api/card/setup-intents', headers });
  const { setup_intent } = setup.json().data as { setup_intent: string };
  await confirmSetupAsShopper(setup_intent, { apiBase: stripe.url, card });
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/card/setup-intents/${setup_intent}/save`,
    headers,
    payload: { card_holder_name: 'Test Buyer' },
  });
  expect(saved.statusCode).toBe(200);
  return { ...shopper, cardId: (saved.json().data as { id: number }[])[0]!.id };
}

/** An order paid through Stripe: its ids and its PaymentIntent. */
async function stripeOrder(shopper?: TestCustomer & { cardId: number }) {
  const buyer = shopper ?? (await stripeShopper());
  const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
  await addToCart(t.app, buyer.token, groupId, 1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token },
    payload: { card_id: buyer.cardId },
  });
  expect(res.statusCode).toBe(200);
  const orderId = res.json().data.order_id as number;
  const line = await t.handle.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const charge = await t.handle.db
    .selectFrom('payments')
    .select(['provider_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .executeTakeFirstOrThrow();
  return { buyer, orderId, lineId: line.id, intentId: charge.provider_id, amountCents: charge.amount_cents };
}

/** Cancels the line as an operator: its refund is made at Stripe and booked 'accepted'. */
async function cancelLine(lineId: number): Promise<LedgerEntry> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/order-lines/${lineId}/status`,
    headers: asAdmin,
    payload: { status: 'cancelled' },
  });
  expect(res.statusCode).toBe(200);
  return refundOfLine(lineId);
}

const intentObject = async (id: string) =>
  JSON.parse(JSON.stringify(await sdk.paymentIntents.retrieve(id))) as { id: string } & Record<string, unknown>;
const seconds = (offset = 0) => Math.floor(Date.now() / 1000) + offset;

describe('the signature', () => {
  test('a forged, tampered, stale or missing signature is a 400 naming it, and nothing is stored', async () => {
    const event = stripeEvent('charge.dispute.created', { id: 'du_forged', object: 'dispute' });
    const payload = JSON.stringify(event);

    const otherSecret = await sendStripeEvent(t.app, event, { secret: 'whsec_someone_else' });
    expect(otherSecret.statusCode).toBe(400);
    expect(otherSecret.json().message).toMatch(/^stripe-signature does not verify: No signatures found matching/);

    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) },
      payload: payload.replace('du_forged', 'du_altered'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/^stripe-signature does not verify/);

    // Signed correctly, but ten minutes ago: a replay of an old delivery.
    const stale = await sendStripeEvent(t.app, event, {
      signature: stripeSignature(payload, { timestamp: seconds(-600) }),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/^stripe-signature does not verify: Timestamp outside the tolerance zone/);

    const unsigned = await sendStripeEvent(t.app, event, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      status: 400,
      message: 'stripe-signature header is missing: only Stripe may send events here',
      data: null,
    });

    await t.app.jobs.drain();
    expect(await storedEvents()).toBe(0);
    expect((await disputes()).disputes.map((d) => d.dispute_id)).not.toContain('du_forged');
  });

  test('needs no session, and a signed body that is not an event is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature('{"hello":1}') },
      payload: '{"hello":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The body is not a Stripe event (id, type, created and data.object)');
  });
});

describe('each event once', () => {
  test('a redelivery answers 200 and changes nothing; copies sent at once are stored and worked once', async () => {
    const { orderId, intentId, amountCents } = await stripeOrder();
    const event = stripeEvent('charge.dispute.created', {
      id: 'du_once',
      object: 'dispute',
      amount: amountCents,
      currency: 'usd',
      charge: 'ch_once',
      payment_intent: intentId,
      reason: 'fraudulent',
      status: 'needs_response',
      created: seconds(),
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendStripeEvent(t.app, event)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const receipts = answers.map((res) => res.json().data as { duplicate: boolean });
    expect(receipts.filter((receipt) => !receipt.duplicate)).toHaveLength(1);
    expect(answers.map((res) => res.json().message).sort()[0]).toBe('Event received');
    // Two runs at once (two instances) besides the one the webhook woke.
    const deps = { db: t.handle.db, providerFor: paymentProviderFor(t.config), wakePayments: () => undefined };
    await Promise.all([processStripeEvents(deps), processStripeEvents(deps), t.app.jobs.drain()]);

    const row = await eventRow(event.id);
    expect(row).toMatchObject({ status: 'processed', attempts: 1 });
    expect(row!.outcome).toBe(
      `Dispute du_once on order #${orderId}: $${(amountCents / 100).toFixed(2)}, fraudulent, needs_response`,
    );
    const before = await t.handle.db.selectFrom('disputes').selectAll().where('dispute_id', '=', 'du_once').execute();
    expect(before).toHaveLength(1);

    // Stripe redelivers it later (it never saw our answer): nothing is stored or worked again.
    const again = await deliver(event);
    expect(again.json()).toMatchObject({ message: 'Event received already', data: { duplicate: true } });
    expect(await eventRow(event.id)).toEqual(row);
    expect(await t.handle.db.selectFrom('disputes').selectAll().where('dispute_id', '=', 'du_once').execute()).toEqual(
      before,
    );
  });
});

describe('refunds', () => {
  test("the ledger shows a refund's state as Stripe tells it, and an older or backward event changes nothing", async () => {
    const { lineId } = await stripeOrder();
    const booked = await cancelLine(lineId);
    expect(booked).toMatchObject({ refund_state: 'accepted', refund_failure: null, refund_retries: 0 });
    const refund = stripe.refund(booked.provider_id);

    const pending = stripeEvent('refund.updated', { ...refund, status: 'pending' }, { created: seconds(3) });
    const actionBefore = stripeEvent(
      'refund.updated',
      { ...refund, status: 'requires_action' },
      { created: seconds(1) },
    );
    const succeeded = stripeEvent('refund.updated', { ...refund, status: 'succeeded' }, { created: seconds(10) });
    const pendingBefore = stripeEvent('refund.updated', { ...refund, status: 'pending' }, { created: seconds(5) });
    const pendingAfter = stripeEvent('refund.updated', { ...refund, status: 'pending' }, { created: seconds(20) });
    await deliver(pending);
    // Made before the pending one, delivered after it: the newer state stands.
    await deliver(actionBefore);
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'pending' });
    expect((await eventRow(actionBefore.id))!.outcome).toMatch(/stays pending: requires_action cannot follow it$/);
    await deliver(succeeded);
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'succeeded' });
    // Delivered late, made earlier: older than the state shown.
    await deliver(pendingBefore);
    // Newer, but a succeeded refund never goes back to pending.
    await deliver(pendingAfter);
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'succeeded', refund_retries: 0 });
    expect((await eventRow(pendingBefore.id))!.outcome).toBe(
      `Refund #${booked.payment_id} (order #${await orderOfLine(lineId)}) stays succeeded: pending cannot follow it`,
    );
    expect((await eventRow(succeeded.id))!.outcome).toMatch(/ pending → succeeded$/);
  });

  test('a refund that fails is shown failed, retried under a new key, and late news of the failed one changes nothing', async () => {
    const { lineId, intentId, amountCents } = await stripeOrder();
    const booked = await cancelLine(lineId);
    const first = booked.provider_id;
    await deliver(
      stripeEvent('refund.updated', { ...stripe.refund(first), status: 'succeeded' }, { created: seconds(1) }),
    );
    const refundsAsked = stripe.requestsTo('refunds');

    // Days later the card cannot take it back; Stripe is down when the payments job retries.
    const failedRefund = stripe.failRefund(first);
    expect(stripe.charges().find((c) => c.id === intentId)!.refundedCents).toBe(0);
    stripe.failNext('refunds', 'fail', 'fail', 'fail');
    const failed = stripeEvent('refund.failed', failedRefund, { created: seconds(30) });
    await deliver(failed);
    expect((await eventRow(failed.id))!.outcome).toBe(
      `Refund #${booked.payment_id} (order #${await orderOfLine(lineId)}) succeeded → failed (expired_or_canceled_card); the payments job retries it`,
    );
    // Visible to an operator: why it failed, and that it is being retried.
    expect(await refundOfLine(lineId)).toMatchObject({
      refund_state: 'retrying',
      refund_failure: 'expired_or_canceled_card',
      refund_retries: 1,
      provider_id: first,
    });

    // Stripe is back: the next run asks again under the same retry key, and Stripe refunds.
    t.app.jobs.wake(JOBS.chargeReturn);
    await t.app.jobs.drain();
    const retried = await refundOfLine(lineId);
    expect(retried).toMatchObject({ refund_state: 'accepted', refund_failure: null, refund_retries: 1 });
    expect(retried.provider_id).not.toBe(first);
    expect(stripe.charges().find((c) => c.id === intentId)!.refundedCents).toBe(amountCents);
    // Three tries lost to the outage (the SDK's retries), then the one that made the refund.
    expect(stripe.requestsTo('refunds')).toBe(refundsAsked + 4);
    const retryRow = await t.handle.db
      .selectFrom('refund_retries')
      .select(['attempt', 'idempotency_key', 'failed_provider_id', 'provider_id', 'failure'])
      .where('payment_id', '=', booked.payment_id)
      .execute();
    expect(retryRow).toEqual([
      {
        attempt: 1,
        idempotency_key: expect.stringMatching(/_retry1$/),
        failed_provider_id: first,
        provider_id: retried.provider_id,
        failure: 'expired_or_canceled_card',
      },
    ]);

    // The retry succeeds; then late and repeated news of the failed refund arrives.
    await deliver(stripeEvent('refund.updated', stripe.refund(retried.provider_id), { created: seconds(60) }));
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'succeeded', provider_id: retried.provider_id });
    const lateSucceeded = stripeEvent(
      'refund.updated',
      { ...failedRefund, status: 'succeeded' },
      { created: seconds(2) },
    );
    await deliver(lateSucceeded);
    await deliver(failed);
    await deliver(stripeEvent('refund.failed', failedRefund, { created: seconds(90) }));
    expect((await eventRow(lateSucceeded.id))!.outcome).toBe(
      `An earlier try of refund #${booked.payment_id}, replaced by retry 1 (${retried.provider_id}): its succeeded changes nothing`,
    );
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'succeeded', refund_retries: 1 });
    t.app.jobs.wake(JOBS.chargeReturn);
    await t.app.jobs.drain();
    // Refunded once, in all: no retry came of the repeated news.
    expect(stripe.charges().find((c) => c.id === intentId)!.refundedCents).toBe(amountCents);
    expect(stripe.requestsTo('refunds')).toBe(refundsAsked + 4);
  });

  test(`after ${MAX_REFUND_RETRIES} failed retries a refund stays failed for an operator`, async () => {
    const { lineId, intentId } = await stripeOrder();
    let entry = await cancelLine(lineId);
    for (let failure = 1; failure <= MAX_REFUND_RETRIES + 1; failure += 1) {
      await deliver(stripeEvent('refund.failed', stripe.failRefund(entry.provider_id, 'lost_or_stolen_card')));
      entry = await refundOfLine(lineId);
    }
    expect(entry).toMatchObject({
      refund_state: 'failed',
      refund_failure: 'lost_or_stolen_card',
      refund_retries: MAX_REFUND_RETRIES,
    });
    expect(stripe.charges().find((c) => c.id === intentId)!.refundedCents).toBe(0);
  });

  test('charge.refunded: the ledger follows the refunds it lists and the outcome compares the totals', async () => {
    const { lineId, orderId, intentId, amountCents } = await stripeOrder();
    const booked = await cancelLine(lineId);
    const event = stripeEvent('charge.refunded', {
      id: 'ch_refunded',
      object: 'charge',
      amount: amountCents,
      amount_refunded: amountCents,
      payment_intent: intentId,
      refunds: { object: 'list', data: [stripe.refund(booked.provider_id)] },
    });
    await deliver(event);
    const dollars = `$${(amountCents / 100).toFixed(2)}`;
    expect((await eventRow(event.id))!.outcome).toBe(
      `Order #${orderId}: Stripe has refunded ${dollars} of ${dollars}; the ledger's refunds not failed: ${dollars}; ` +
        `Refund #${booked.payment_id} (order #${orderId}) accepted → succeeded`,
    );
    expect(await refundOfLine(lineId)).toMatchObject({ refund_state: 'succeeded' });
  });
});

async function orderOfLine(lineId: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('order_lines')
    .select('order_id')
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
  return row.order_id;
}

describe('disputes', () => {
  const disputeOf = (intentId: string, amount: number, status: string, created: number) => ({
    id: `du_${intentId}`,
    object: 'dispute',
    amount,
    currency: 'usd',
    charge: `ch_${intentId}`,
    payment_intent: intentId,
    reason: 'product_not_received',
    status,
    created,
  });

  test('a dispute opened then closed is listed with its order, customer and final status', async () => {
    const { orderId, intentId, amountCents, buyer } = await stripeOrder();
    const opened = seconds(-100);
    await deliver(
      stripeEvent('charge.dispute.created', disputeOf(intentId, amountCents, 'needs_response', opened), {
        created: opened,
      }),
    );
    const email = (
      await t.handle.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
    ).email;
    expect((await disputes()).disputes.find((d) => d.dispute_id === `du_${intentId}`)).toMatchObject({
      order_id: orderId,
      customer_email: email,
      status: 'needs_response',
      closed: false,
    });
    await deliver(
      stripeEvent('charge.dispute.updated', disputeOf(intentId, amountCents, 'under_review', opened), {
        created: seconds(-50),
      }),
    );
    // An update made before that one, delivered after it, changes nothing.
    await deliver(
      stripeEvent('charge.dispute.updated', disputeOf(intentId, amountCents, 'warning_under_review', opened), {
        created: seconds(-70),
      }),
    );
    expect((await disputes()).disputes.find((d) => d.dispute_id === `du_${intentId}`)!.status).toBe('under_review');
    await deliver(stripeEvent('charge.dispute.closed', disputeOf(intentId, amountCents, 'won', opened)));
    const listed = (await disputes()).disputes.find((d) => d.dispute_id === `du_${intentId}`);
    expect(listed).toEqual({
      dispute_id: `du_${intentId}`,
      payment_intent_id: intentId,
      order_id: orderId,
      customer_id: buyer.id,
      customer_email: email,
      customer_name: expect.any(String),
      amount_cents: amountCents,
      currency: 'usd',
      reason: 'product_not_received',
      status: 'won',
      closed: true,
      opened_at: new Date(opened * 1000).toISOString(),
      closed_at: expect.any(String),
      updated_at: expect.any(String),
      cursor: expect.any(String),
    });
  });

  test('closed before created (delivered out of order): the close stands', async () => {
    const { intentId, amountCents } = await stripeOrder();
    const opened = seconds(-100);
    const closed = stripeEvent('charge.dispute.closed', disputeOf(intentId, amountCents, 'lost', opened));
    const created = stripeEvent('charge.dispute.created', disputeOf(intentId, amountCents, 'needs_response', opened), {
      created: opened,
    });
    await deliver(closed);
    await deliver(created);
    // Even an update stamped later cannot reopen a closed dispute.
    await deliver(stripeEvent('charge.dispute.updated', disputeOf(intentId, amountCents, 'under_review', opened)));
    expect((await disputes()).disputes.find((d) => d.dispute_id === `du_${intentId}`)).toMatchObject({
      status: 'lost',
      closed: true,
    });
    expect((await eventRow(created.id))!.outcome).toBe(
      `Dispute du_${intentId} stays lost: needs_response cannot follow it`,
    );
  });
});

describe('payments', () => {
  test("a payment an order holds is that order's; one no order holds is given back after the grace, once", async () => {
    const { orderId, intentId, buyer } = await stripeOrder();
    const held = stripeEvent('payment_intent.succeeded', await intentObject(intentId));
    await deliver(held);
    expect((await eventRow(held.id))!.outcome).toBe(`The charge of order #${orderId}: nothing to do`);

    // A charge the shop made and lost (its process died before the order's commit).
    const card = await t.handle.db
      .selectFrom('cards')
      .select(['provider_card_id', 'provider_customer_id'])
      .where('id', '=', buyer.cardId)
      .executeTakeFirstOrThrow();
    const lost = await sdk.paymentIntents.create({
      amount: 4321,
      currency: 'usd',
      customer: card.provider_customer_id!,
      payment_method: card.provider_card_id,
      description: 'Order 987654',
      confirm: true,
      off_session: true,
    });
    const orphan = stripeEvent('payment_intent.succeeded', await intentObject(lost.id));
    await deliver(orphan);
    // It may be an order committing this moment: it waits.
    expect(await eventRow(orphan.id)).toMatchObject({
      status: 'waiting',
      outcome: expect.stringMatching(/^Waiting until .+ for an order to hold \$43\.21$/),
    });
    expect(stripe.charges().find((c) => c.id === lost.id)!.refundedCents).toBe(0);

    const deps = { db: t.handle.db, providerFor: paymentProviderFor(t.config), wakePayments: () => undefined };
    const later = new Date(Date.now() + ORDER_GRACE_MS + 1000);
    await processStripeEvents(deps, { now: later });
    const written = await t.handle.db
      .selectFrom('charges_to_return')
      .select(['id', 'amount_cents', 'customer_id', 'outcome', 'returned_at'])
      .where('charge_id', '=', lost.id)
      .execute();
    expect(written).toEqual([
      {
        id: expect.any(Number),
        amount_cents: 4321,
        customer_id: buyer.id,
        outcome: 'refunded',
        returned_at: expect.any(String),
      },
    ]);
    expect((await eventRow(orphan.id))!.outcome).toBe(
      `No order holds $43.21 of customer #${buyer.id}: written down as charge to return #${written[0]!.id} and given back`,
    );
    expect(stripe.charges().find((c) => c.id === lost.id)!.refundedCents).toBe(4321);

    // Stripe sends it again under a new event id: given back already, nothing more.
    const again = stripeEvent('payment_intent.succeeded', await intentObject(lost.id));
    await deliver(again);
    await processStripeEvents(deps, { now: later });
    expect((await eventRow(again.id))!.outcome).toBe(
      `Charge to return #${written[0]!.id}: given back already (refunded)`,
    );
    expect(stripe.charges().find((c) => c.id === lost.id)!.refundedCents).toBe(4321);
  });

  test("a held 3-D Secure order's succeeded payment places it through the checkout, and nothing is given back", async () => {
    const buyer = await stripeShopper('pm_card_authenticationRequired');
    const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
    await addToCart(t.app, buyer.token, groupId, 1);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/placeorder',
      headers: { authorization: buyer.token },
      payload: { card_id: buyer.cardId },
    });
    expect(held.statusCode).toBe(202);
    const { order_id: orderId, payment_authentication } = held.json().data as {
      order_id: number;
      payment_authentication: { client_secret: string };
    };
    const intentId = payment_authentication.client_secret.split('_secret_')[0]!;
    // The shopper answered the bank, and the browser was closed before it told the shop.
    stripe.authenticate(intentId);
    const succeeded = stripeEvent('payment_intent.succeeded', await intentObject(intentId));
    await deliver(succeeded);
    expect((await eventRow(succeeded.id))!.outcome).toBe(`Order #${orderId}, held for 3-D Secure: placed`);
    const charges = await t.handle.db
      .selectFrom('payments')
      .select(['provider_id'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'charge')
      .execute();
    expect(charges).toEqual([{ provider_id: intentId }]);
    // Nor after the grace a payment no order holds gets: the order holds it now.
    const deps = { db: t.handle.db, providerFor: paymentProviderFor(t.config), wakePayments: () => undefined };
    await deliver(stripeEvent('payment_intent.succeeded', await intentObject(intentId)));
    await processStripeEvents(deps, { now: new Date(Date.now() + ORDER_GRACE_MS + 1000) });
    expect(
      await t.handle.db.selectFrom('charges_to_return').select('id').where('charge_id', '=', intentId).execute(),
    ).toEqual([]);
    expect(stripe.charges().find((c) => c.id === intentId)).toMatchObject({ refundedCents: 0 });
  });

  test("a payment of someone not the shop's and a failed payment are recorded only", async () => {
    const stranger = stripeEvent('payment_intent.succeeded', {
      id: 'pi_not_ours',
      object: 'payment_intent',
      amount: 500,
      amount_received: 500,
      customer: 'cus_elsewhere',
      payment_method: 'pm_elsewhere',
      description: null,
      status: 'succeeded',
    });
    const failed = stripeEvent('payment_intent.payment_failed', {
      id: 'pi_failed',
      object: 'payment_intent',
      amount: 700,
      customer: null,
      payment_method: null,
      description: null,
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const other = stripeEvent('customer.created', { id: 'cus_new', object: 'customer' });
    await deliver(stranger);
    await deliver(failed);
    await deliver(other);
    expect((await eventRow(stranger.id))!.outcome).toBe(
      "Not the shop's payment (no customer or card of the shop): nothing to do",
    );
    expect((await eventRow(failed.id))!.outcome).toBe(
      'Payment failed (Your card was declined.); no order or held order has it: nothing was taken',
    );
    expect(await eventRow(other.id)).toMatchObject({
      status: 'processed',
      outcome: 'Not an event the shop acts on (customer.created): recorded only',
    });
  });
});

test('an event whose work fails is tried again later, with a growing wait, then given up for an operator', async () => {
  // A dispute without its amount: the shop cannot record it (its row needs one).
  const broken = stripeEvent('charge.dispute.created', {
    id: 'du_broken',
    object: 'dispute',
    currency: 'usd',
    charge: 'ch_broken',
    payment_intent: null,
    reason: 'general',
    status: 'needs_response',
    created: seconds(),
  });
  await deliver(broken);
  expect(await eventRow(broken.id)).toMatchObject({ status: 'retrying', attempts: 1 });
  const deps = { db: t.handle.db, providerFor: paymentProviderFor(t.config), wakePayments: () => undefined };
  // Not again before its wait is over (a minute after the first try).
  await processStripeEvents(deps, { now: new Date(Date.now() + 30_000) });
  expect(await eventRow(broken.id)).toMatchObject({ status: 'retrying', attempts: 1 });
  for (let hour = 1; hour <= 9; hour += 1) {
    await processStripeEvents(deps, { now: new Date(Date.now() + hour * 3_600_000 + 60_000) });
  }
  const given = await eventRow(broken.id);
  expect(given).toMatchObject({ status: 'processed', attempts: 10 });
  expect(given!.outcome).toMatch(/^Given up after 10 tries: /);
});

test('the admin lists need an operator', async () => {
  const shopper = await createCustomer(t.handle.db);
  for (const url of ['/api/admin/stripe/events', '/api/admin/disputes']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: shopper.token } })).statusCode).toBe(
      403,
    );
  }
});
