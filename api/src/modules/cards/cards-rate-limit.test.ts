import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { buildServer } from '../../server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RATE_LIMITS } from '../../lib/rate-limits';

// The signed-in limits as an attacker testing stolen cards meets them: per client address
// and account, in one API, and across two API instances, counted in their database or in a
// real Redis (the machine's, or TEST_REDIS_URL).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = RATE_LIMITS.cardAdds.max;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

// An address of its own per run, so counts left in Redis by an earlier run never meet this one.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let cardsMade = 0;

/**
 * One card saved (a sandbox token, then the card), from `ip`; answers the card call's
 * status and headers. Each call is another card (its own expiry): a customer saves a
 * card once.
 */
async function addCard(app: FastifyInstance, customer: TestCustomer, ip: string) {
  const headers = { authorization: customer.token, 'x-forwarded-for': ip };
  const made = cardsMade++;
  const expiry = { exp_month: (made % 12) + 1, exp_year: 2090 + Math.floor(made / 12) };
  const token = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    headers,
    payload: { card_number: '4242424242424242', ...expiry, cvc: '123', card_holder_name: 'Tess' },
  });
  const card = await app.inject({
    method: 'POST',
    url: '/api/card',
    headers,
    payload: { card_holder_name: 'Tess', card_details: token.json().data.id },
  });
  return { status: card.statusCode, headers: card.headers, body: card.json() as { message: string } };
}

test('cards saved: the limit per address and account, then 429 with Retry-After; others go on', async () => {
  const t = await createTestApp();
  apps.push(t);
  const [tester, neighbour] = [await createCustomer(t.handle.db), await createCustomer(t.handle.db)];
  const ip = address();
  for (let i = 0; i < LIMIT; i += 1) expect((await addCard(t.app, tester, ip)).status).toBe(200);

  const refused = await addCard(t.app, tester, ip);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('Too many requests. Please try again later.');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const saved = await t.handle.db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('customer_id', '=', tester.id)
    .executeTakeFirstOrThrow();
  expect(Number(saved.n)).toBe(LIMIT);

  // Another shopper behind the same address has a limit of her own.
  expect((await addCard(t.app, neighbour, ip)).status).toBe(200);
});

test.each([
  ['in the database', {}],
  ['in Redis (REDIS_URL)', { REDIS_URL }],
])('counted %s, two API instances on one database hold one account to one limit', async (_where, env) => {
  const t = await createTestApp({ env });
  apps.push(t);
  // A second instance on the same database and settings, as behind a load balancer.
  const second = await buildServer(t.config, t.handle);
  try {
    const tester = await createCustomer(t.handle.db);
    const ip = address();
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expect((await addCard(t.app, tester, ip)).status).toBe(200);
      expect((await addCard(second, tester, ip)).status).toBe(200);
    }
    expect((await addCard(t.app, tester, ip)).status).toBe(429);
    expect((await addCard(second, tester, ip)).status).toBe(429);
  } finally {
    await second.close();
  }
});
