// @database-agnostic: the gateway's cache (runs once, on SQLite; docs/decisions.md "Test suite
// time").
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from '../../../scripts/lib/services';
import { startTestGateway, type TestGateway } from '../test/gateway-client';

// Two gateway instances on one real Redis (REDIS_URL; present on this machine and in CI):
// a query persisted through one is served by hash alone through the other. Each run
// writes under its own key prefix and removes it afterwards.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `shop-test-${randomBytes(6).toString('hex')}`;
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  await redis.connect();
  // No API is needed: the query asks the schema only.
  const settings = { REDIS_URL, REDIS_KEY_PREFIX: prefix, GRAPHQL_RATE_LIMIT: 0 };
  a = await startTestGateway(settings);
  b = await startTestGateway(settings);
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

// Unique per run, so only this run's registration can answer it.
const alias = `run_${prefix.replace(/-/g, '_')}`;
const QUERY = `{ __typename ${alias}: __typename }`;
const hash = createHash('sha256').update(QUERY).digest('hex');
const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
const byHash = (gateway: TestGateway, withQuery = false) =>
  gateway.app.inject({
    method: 'GET',
    url: `/graphql?${withQuery ? `query=${encodeURIComponent(QUERY)}&` : ''}extensions=${extensions}`,
    headers: { 'apollo-require-preflight': 'true' },
  });

test('a persisted query registered through gateway A is served by gateway B', async () => {
  expect((await byHash(b)).json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

  const registered = await byHash(a, true);
  expect(registered.json()).toEqual({ data: { __typename: 'Query', [alias]: 'Query' } });
  // It lives in Redis under this run's prefix (Apollo writes it after answering).
  const stored = async () => {
    for (let i = 0; i < 40; i++) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) return keys;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  };
  expect(await stored()).toEqual([`${prefix}::apq:${hash}`]);

  const served = await byHash(b);
  expect(served.statusCode).toBe(200);
  expect(served.json()).toEqual({ data: { __typename: 'Query', [alias]: 'Query' } });
});

test('a Redis that does not answer costs a cache miss, never an outage', async () => {
  const nowhere = await startTestGateway({
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    REDIS_KEY_PREFIX: prefix,
    GRAPHQL_RATE_LIMIT: 0,
  });
  try {
    const started = Date.now();
    // The full query is answered; the hash alone is simply not known.
    expect((await byHash(nowhere, true)).json()).toEqual({ data: { __typename: 'Query', [alias]: 'Query' } });
    expect((await byHash(nowhere)).json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    await nowhere.app.close();
  }
});
