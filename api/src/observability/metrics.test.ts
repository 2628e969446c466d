import type { FastifyInstance } from 'fastify';
import { PRERENDERED_TEMPLATE } from '../db/migrations/025_mail_templates';
import { addCard, buyFreshGroup, createCustomer } from '../modules/checkout/commerce.fixtures';
import { insertMail } from '../modules/mail/mail-outbox.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { startMetricsServer } from '@shop/server-kit/metrics-server';

// What an operator's Prometheus scrapes from the metrics port, around one order.

let t: TestApp;
let metricsServer: FastifyInstance;
let metricsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  metricsServer = await startMetricsServer(t.app.metrics, 0, '127.0.0.1');
  const address = metricsServer.server.address();
  metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
});
afterAll(async () => {
  await metricsServer?.close();
  await t?.close();
});

/** The scraped samples as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  const samples = new Map<string, number>();
  for (const line of (await answer.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

const sample = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

test('one order shows in the route figures, the orders placed and the cents charged', async () => {
  const buyer = await createCustomer(t.handle.db);
  const cardId = await addCard(t.app, buyer.token);
  const before = await scrape();

  const { orderId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 3);
  const charged = await t.handle.db
    .selectFrom('orders')
    .select('grand_total_cents')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const after = await scrape();

  const placeOrder = 'http_request_duration_seconds_count{method="POST",route="/api/placeorder",status_code="200"}';
  expect(sample(after, placeOrder) - sample(before, placeOrder)).toBe(1);
  expect(sample(after, 'shop_orders_placed') - sample(before, 'shop_orders_placed')).toBe(1);
  expect(sample(after, 'shop_charged_cents') - sample(before, 'shop_charged_cents')).toBe(charged.grand_total_cents);
  expect(after.has('process_cpu_seconds_total')).toBe(true);
});

test('settlement lag: how long the oldest closed group with unsettled lines has waited', async () => {
  const buyer = await createCustomer(t.handle.db);
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, await addCard(t.app, buyer.token), 1);
  const endedTwoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await t.handle.db
    .updateTable('groups')
    .set({ status: 'Closed', end_date: endedTwoHoursAgo })
    .where('id', '=', groupId)
    .execute();
  const lag = sample(await scrape(), 'shop_settlement_lag_seconds');
  expect(lag).toBeGreaterThanOrEqual(2 * 3600);
  expect(lag).toBeLessThan(2 * 3600 + 60);
});

test('routes are labelled by their pattern, never by ids or text from the URL', async () => {
  await t.app.inject({ method: 'GET', url: '/api/customer/group/987654' });
  await t.app.inject({ method: 'GET', url: '/api/no/such/path/123' });
  const keys = [...(await scrape()).keys()].filter((key) => key.startsWith('http_request_duration_seconds_count'));
  expect(keys.some((key) => key.includes('987654') || key.includes('/no/such'))).toBe(false);
  expect(keys.some((key) => key.includes('route="unmatched"'))).toBe(true);
});

test('the public port has no /metrics', async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(404);
});

test('the mail queue: mail waiting to be sent and mail given up', async () => {
  await t.app.jobs.drain();
  const before = await scrape();
  const bodies = JSON.stringify({ text: 't', html: 'h' });
  const message = {
    to: 'queue@example.com',
    subject: 'Queued',
    template: PRERENDERED_TEMPLATE,
    data: bodies,
    link: 'l',
  };
  const now = new Date().toISOString();
  await insertMail(t.handle.db, message, now);
  await insertMail(t.handle.db, { ...message, subject: 'Dead' }, now);
  await t.handle.db.updateTable('mail_outbox').set({ state: 'failed' }).where('subject', '=', 'Dead').execute();
  const after = await scrape();
  for (const state of ['queued', 'failed']) {
    const key = `shop_mail_queue{state="${state}"}`;
    expect(sample(after, key) - sample(before, key)).toBe(1);
  }
});
