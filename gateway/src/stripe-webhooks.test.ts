import type { DbHandle } from '../../api/src/db/kysely';
import { createCustomer, createGroup } from '../../api/src/modules/checkout/commerce.fixtures';
import type { StripeDouble } from '../../api/src/test/stripe-double';
import { sendStripeEvent, stripeEvent, TEST_WEBHOOK_SECRET } from '../../api/src/test/stripe-webhook-sender';
import { confirmSetupAsShopper } from '../../api/src/test/stripe-shopper';
import { STRIPE_WEBHOOK_PATH } from './http/upstream-proxy';
import type { ApiProcess } from './test/api-process';
import type { TestGateway } from './test/gateway-client';
import { startStripeGateway, type StripeGateway } from './test/stripe-gateway';

// Stripe's webhook on the shop's public origin (the gateway passes the body through
// unparsed, with its Stripe-Signature, to the API), and what operators then read in the
// console's GraphQL: Stripe's events as worked, a refund's state in the ledger, disputes.

let stripe: StripeDouble;
let api: ApiProcess;
let handle: DbHandle;
let gateway: TestGateway;
let admin: string;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Asks until `done` holds (the API's job works events just after the webhook's answer), 30 s at most. */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let started: StripeGateway | undefined;

beforeAll(async () => {
  started = await startStripeGateway({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  ({ stripe, api, handle, gateway } = started);
  admin = await login('admin@example.com', 'Admin@1234');
}, 120_000);
afterAll(async () => {
  await started?.stop();
});

/** The API's REST answer's data, as the shopper's or the operator's call. */
async function rest<T>(method: string, path: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: token, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
  return answer.data;
}

/** A shopper's order paid through Stripe, its one line cancelled by an operator (a refund at Stripe). */
async function cancelledStripeOrder() {
  const shopper = await createCustomer(handle.db);
  const { startCardSetup } = await ok<{ startCardSetup: { setupIntentId: string } }>(
    'mutation { startCardSetup { setupIntentId } }',
    {},
    shopper.token,
  );
  await confirmSetupAsShopper(startCardSetup.setupIntentId, { apiBase: stripe.url, secretKey: 'sk_test_gateway' });
  const { completeCardSetup } = await ok<{ completeCardSetup: { card: { id: string } } }>(
    'mutation($i: CompleteCardSetupInput!) { completeCardSetup(input: $i) { card { id } } }',
    { i: { setupIntentId: startCardSetup.setupIntentId, holderName: 'Sam Shopper' } },
    shopper.token,
  );
  const groupId = await createGroup(handle.db, { maxQuantity: 100 });
  await rest('POST', '/api/cart', shopper.token, { group_id: groupId, qty: 1 });
  const placed = await rest<{ order_id: number }>('POST', '/api/placeorder', shopper.token, {
    card_id: Number(completeCardSetup.card.id),
  });
  const line = await handle.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', placed.order_id)
    .executeTakeFirstOrThrow();
  await rest('PUT', `/api/admin/order-lines/${line.id}/status`, admin, { status: 'cancelled' });
  const payments = await handle.db
    .selectFrom('payments')
    .select(['kind', 'provider_id', 'amount_cents'])
    .where('order_id', '=', placed.order_id)
    .execute();
  const charge = payments.find((p) => p.kind === 'charge')!;
  const refund = payments.find((p) => p.kind === 'refund')!;
  return {
    shopper,
    orderId: placed.order_id,
    lineId: line.id,
    intentId: charge.provider_id,
    refund,
    amountCents: charge.amount_cents,
  };
}

type Ledger = {
  nodes: {
    orderLineId: string | null;
    refundState: string | null;
    refundFailure: string | null;
    refundRetries: number;
    providerReference: string;
  }[];
};
const LEDGER = `{ admin { ledger(kind: REFUND, first: 100) { nodes {
  orderLineId refundState refundFailure refundRetries providerReference } } } }`;
type Events = {
  nodes: {
    id: string;
    type: string;
    objectId: string | null;
    status: string;
    outcome: string | null;
    attempts: number;
    processedAt: string | null;
  }[];
};
const EVENTS = `{ admin { stripeEvents(first: 100) { totalCount nodes {
  id type objectId createdAt receivedAt status processedAt outcome attempts lastError } } } }`;

test("Stripe's events come in on the public path; operators read them, the refund's state and its retry", async () => {
  const { lineId, refund, intentId } = await cancelledStripeOrder();
  const refundOfLine = async () =>
    (await ok<{ admin: { ledger: Ledger } }>(LEDGER)).admin.ledger.nodes.find((n) => n.orderLineId === String(lineId))!;
  expect(await refundOfLine()).toMatchObject({ refundState: 'ACCEPTED', refundFailure: null, refundRetries: 0 });

  // Forged: refused through the gateway as by the API, nothing stored.
  const forged = stripeEvent('refund.failed', stripe.refund(refund.provider_id));
  const refused = await sendStripeEvent(gateway.app, forged, { path: STRIPE_WEBHOOK_PATH, secret: 'whsec_not_ours' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/^stripe-signature does not verify/);

  const failed = stripeEvent('refund.failed', stripe.failRefund(refund.provider_id));
  const received = await sendStripeEvent(gateway.app, failed, { path: STRIPE_WEBHOOK_PATH });
  expect(received.statusCode).toBe(200);
  expect(received.json()).toEqual({
    status: 200,
    message: 'Event received',
    data: { event_id: failed.id, type: 'refund.failed', duplicate: false },
  });

  // Worked by the job, and the failed refund retried by the payments job under a new key.
  const retried = await until(refundOfLine, (entry) => entry.refundRetries === 1 && entry.refundState === 'ACCEPTED');
  expect(retried).toMatchObject({ refundState: 'ACCEPTED', refundFailure: null, refundRetries: 1 });
  expect(retried.providerReference).not.toBe(refund.provider_id);
  expect(stripe.charges().find((c) => c.id === intentId)!.refundedCents).toBe(refund.amount_cents);

  const { stripeEvents } = (await ok<{ admin: { stripeEvents: Events & { totalCount: number } } }>(EVENTS)).admin;
  expect(stripeEvents.nodes.map((n) => n.id)).not.toContain(forged.id);
  expect(stripeEvents.nodes.find((n) => n.id === failed.id)).toMatchObject({
    type: 'refund.failed',
    objectId: refund.provider_id,
    status: 'PROCESSED',
    attempts: 1,
    processedAt: expect.any(String),
    outcome: expect.stringMatching(/ accepted → failed \(expired_or_canceled_card\); the payments job retries it$/),
  });
});

test('a dispute opened then closed is listed for operators with its order, customer and amount', async () => {
  const { orderId, intentId, amountCents, shopper } = await cancelledStripeOrder();
  const dispute = (status: string) => ({
    id: `du_gateway_${orderId}`,
    object: 'dispute',
    amount: amountCents,
    currency: 'usd',
    charge: `ch_gateway_${orderId}`,
    payment_intent: intentId,
    reason: 'fraudulent',
    status,
    created: Math.floor(Date.now() / 1000) - 60,
  });
  const opened = stripeEvent('charge.dispute.created', dispute('needs_response'), {
    created: Math.floor(Date.now() / 1000) - 60,
  });
  const closed = stripeEvent('charge.dispute.closed', dispute('lost'));
  // Delivered in the wrong order: the close stands.
  expect((await sendStripeEvent(gateway.app, closed, { path: STRIPE_WEBHOOK_PATH })).statusCode).toBe(200);
  expect((await sendStripeEvent(gateway.app, opened, { path: STRIPE_WEBHOOK_PATH })).statusCode).toBe(200);
  const email = (
    await handle.db.selectFrom('customers').select('email').where('id', '=', shopper.id).executeTakeFirstOrThrow()
  ).email;

  type Disputes = { admin: { disputes: { totalCount: number; nodes: Record<string, unknown>[] } } };
  const DISPUTES = `{ admin { disputes(first: 100) { totalCount nodes {
    id paymentIntentId orderId customerId customerEmail customerName amount { amount currencyCode }
    reason status closed openedAt closedAt updatedAt } } } }`;
  const bothWorked = async () => {
    const events = (await ok<{ admin: { stripeEvents: Events } }>(EVENTS)).admin.stripeEvents.nodes;
    return [opened.id, closed.id].every((id) => events.find((n) => n.id === id)?.status === 'PROCESSED');
  };
  expect(await until(bothWorked, Boolean)).toBe(true);
  const listed = (await ok<Disputes>(DISPUTES)).admin.disputes.nodes.find((n) => n.id === `du_gateway_${orderId}`);
  expect(listed).toEqual({
    id: `du_gateway_${orderId}`,
    paymentIntentId: intentId,
    orderId: String(orderId),
    customerId: String(shopper.id),
    customerEmail: email,
    customerName: expect.any(String),
    amount: { amount: (amountCents / 100).toFixed(2), currencyCode: 'USD' },
    reason: 'fraudulent',
    status: 'lost',
    closed: true,
    openedAt: expect.any(String),
    closedAt: expect.any(String),
    updatedAt: expect.any(String),
  });

  // Operators only.
  const { body } = await gateway.graphql('{ admin { disputes { totalCount } } }', {}, shopper.token);
  expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
});
