// @database-agnostic: Redis stopped under two gateways; the API only answers (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import { createHash, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_COUNT_TIMEOUT_MS } from '@shop/server-kit/rate-limit-store';
import { startTestRedis, type TestRedis } from '../../api/src/test/redis-server';
import { freePort } from '../../scripts/lib/services';
import { CACHE_TIMEOUT_MS } from './cache/persisted-query-cache';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Redis stopped and restarted under two gateway instances that share it, under load
// (docs/decisions.md#redis-down). While it is down shoppers are served, never a 5xx and
// never held up: the GraphQL rate limit goes on counting in each process (fail open, but
// still limited), and a persisted query's hash is a miss the client answers by sending the
// full query. Once Redis is back the instances count together again and share persisted
// queries again. A Redis of the test's own (test/redis-server.ts): stopping it disturbs
// nothing else.

const LIMIT = 8;
/** How long each answer took, for the step that measures them. */
let took: number[] = [];

let redis: TestRedis;
let probe: Redis;
let first: TestGateway;
let second: TestGateway;

beforeAll(async () => {
  redis = await startTestRedis();
  probe = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true });
  probe.on('error', () => undefined); // it is stopped on purpose below
  await probe.connect();
  // No API is needed: the operations ask the schema only.
  const settings = { API_URL: `http://127.0.0.1:${await freePort()}`, REDIS_URL: redis.url, GRAPHQL_RATE_LIMIT: LIMIT };
  first = await startTestGateway(settings);
  second = await startTestGateway(settings);
});
afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  probe?.disconnect();
  await redis?.stop();
});

// A client address of its own per step, so no step's counts meet another's.
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function ask(gateway: TestGateway, remoteAddress: string): Promise<number> {
  const started = Date.now();
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: '{ __typename }' }),
  });
  took.push(Date.now() - started);
  return answer.statusCode;
}

/** The statuses of `LIMIT + 1` operations of one client, taking turns between the two gateways. */
async function overTheLimit(remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) statuses.push(await ask(i % 2 === 0 ? first : second, remoteAddress));
  return statuses;
}

const sharedLimit = [...Array<number>(LIMIT).fill(200), 429];

let queries = 0;
/** A query no earlier step persisted, its hash, and a request by hash (with the text: registering it). */
function newPersistedQuery() {
  queries += 1;
  const query = `{ __typename q${queries}_${randomInt(1e9)}: __typename }`;
  const hash = createHash('sha256').update(query).digest('hex');
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  const byHash = async (gateway: TestGateway, withQuery = false) => {
    const started = Date.now();
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `/graphql?${withQuery ? `query=${encodeURIComponent(query)}&` : ''}extensions=${extensions}`,
      remoteAddress: clientAddress(),
      headers: { 'apollo-require-preflight': 'true' },
    });
    took.push(Date.now() - started);
    return answer.json() as { data?: unknown; errors?: { extensions: { code: string } }[] };
  };
  return { byHash };
}

/** The least an answer that waited on the dead store takes: the shorter of its two timeouts. */
const WAITED_AT_LEAST_MS = Math.min(REDIS_COUNT_TIMEOUT_MS, CACHE_TIMEOUT_MS);

/**
 * No answer waited on the dead store: a wait would be a reconnect attempt's (about a second
 * each) or a timeout's (REDIS_COUNT_TIMEOUT_MS for a count, CACHE_TIMEOUT_MS for the
 * persisted queries' cache); a served answer takes a few milliseconds. Most answers come in
 * under the shorter timeout, which every waiting one takes at least (so a loaded machine's
 * slower answers do not count as waiting), and the slowest is far from a hang.
 */
function expectNoWaiting(): void {
  const sorted = [...took].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(WAITED_AT_LEAST_MS);
  expect(sorted.at(-1)).toBeLessThan(2_000);
}

/** Polls until `done` (a reconnect takes the clients' backoff, up to 2 s), 10 s at most. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True once an operation through `gateway` is counted in Redis again. */
const countedInRedis = async (gateway: TestGateway) => {
  const address = clientAddress();
  await ask(gateway, address);
  return (await probe.exists(`shop-graphql-rate-${address}`)) === 1;
};

test('Redis up: one limit across both gateways; a query persisted through one is served by the other', async () => {
  expect(await overTheLimit(clientAddress())).toEqual(sharedLimit);
  const { byHash } = newPersistedQuery();
  expect((await byHash(first, true)).errors).toBeUndefined();
  await eventually(async () => (await byHash(second)).errors === undefined);
});

test('Redis down under load: every operation answered at once, limits counted per instance, persisted queries missed', async () => {
  const { byHash } = newPersistedQuery();
  await redis.kill();

  // A burst from many shoppers on both instances: answered, none a 5xx, none held up.
  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, i) => ask(i % 2 === 0 ? first : second, clientAddress())),
  );
  expect(burst.filter((status) => status !== 200)).toEqual([]);
  // Timed one at a time from here: a burst's answers wait on each other.
  took = [];

  // Still limited, each instance counting on its own: one client gets LIMIT from each.
  const me = clientAddress();
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) statuses.push(await ask(first, me));
  expect(statuses).toEqual(sharedLimit);
  expect(await ask(second, me)).toBe(200);

  // The hash alone is not known; the client sends the full query, which is answered.
  expect((await byHash(second)).errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  expect((await byHash(second, true)).errors).toBeUndefined();
  expectNoWaiting();
});

test('Redis back: the instances count together again and share persisted queries again', async () => {
  await redis.start();
  await eventually(() => countedInRedis(first));
  await eventually(() => countedInRedis(second));
  expect(await overTheLimit(clientAddress())).toEqual(sharedLimit);

  const { byHash } = newPersistedQuery();
  await eventually(async () => (await byHash(first, true)).errors === undefined && !(await byHash(second)).errors);
});
