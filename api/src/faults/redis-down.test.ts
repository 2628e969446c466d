import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { RATE_LIMITS } from '../lib/rate-limits';
import { REDIS_COUNT_TIMEOUT_MS } from '@shop/server-kit/rate-limit-store';
import { startTestRedis, type TestRedis } from '../test/redis-server';
import { createTestApp, type TestApp } from '../test/test-app';

// The API's rate limits counted in Redis (REDIS_URL), with Redis stopped and restarted
// under load (docs/decisions.md#redis-down): while it is down every request is answered,
// never a 5xx and never held up, and the limits still hold, counted in the database as
// without Redis; once it is back the counts are in Redis again, where every instance
// sees them. A Redis of the test's own (test/redis-server.ts): stopping it disturbs
// nothing else.

const LIMIT = RATE_LIMITS.tokenGuesses.max;
/** How long each answer took, for the step that measures them. */
let took: number[] = [];
const ROUTE = '/api/user/check/token-expire';

let redis: TestRedis;
let probe: Redis;
let t: TestApp;

beforeAll(async () => {
  redis = await startTestRedis();
  probe = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true });
  probe.on('error', () => undefined); // it is stopped on purpose below
  await probe.connect();
  t = await createTestApp({ env: { REDIS_URL: redis.url } });
});
afterAll(async () => {
  await t?.close();
  probe?.disconnect();
  await redis?.stop();
});

// A client address of its own per step, so no step's counts meet another's.
const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const redisKey = (address: string) => `shop-api-rate-POST${ROUTE}-${address}`;

/** One guess of a reset token from `address`: 400 (no such link) while under the limit, then 429. */
async function guess(address: string): Promise<number> {
  const started = Date.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: ROUTE,
    headers: { 'x-forwarded-for': address },
    payload: { token: `guess-${randomInt(1e9)}` },
  });
  took.push(Date.now() - started);
  return answer.statusCode;
}

async function overTheLimit(address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) statuses.push(await guess(address));
  return statuses;
}
const limited = [...Array<number>(LIMIT).fill(400), 429];

const countedInDatabase = async (address: string) =>
  (await t.handle.db.selectFrom('rate_limits').select('count').where('key', 'like', `%${address}`).execute()).map(
    (row) => Number(row.count),
  );

/**
 * No answer waited on the dead store: a wait would be a reconnect attempt's (about a second
 * each) or the command timeout's (REDIS_COUNT_TIMEOUT_MS); an answer takes a few
 * milliseconds. Most answers come in under the timeout, which every waiting one takes at
 * least (so a loaded machine's slower answers do not count as waiting), and the slowest is
 * far from a hang.
 */
function expectNoWaiting(): void {
  const sorted = [...took].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(REDIS_COUNT_TIMEOUT_MS);
  expect(sorted.at(-1)).toBeLessThan(2_000);
}

/** Polls until `done` (a reconnect takes the client's backoff, up to 2 s), 10 s at most. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What another API instance counted in Redis holds this one too: its count reaches the limit here. */
async function expectSharedThroughRedis(): Promise<void> {
  const address = clientAddress();
  await probe.set(redisKey(address), LIMIT, 'PX', 60_000);
  expect(await guess(address)).toBe(429);
}

test('Redis up: counted in Redis, shared with every instance', async () => {
  const me = clientAddress();
  expect(await overTheLimit(me)).toEqual(limited);
  expect(Number(await probe.get(redisKey(me)))).toBe(LIMIT + 1);
  // Redis decided the limit: a count its answer was too slow for (past the 250 ms command
  // timeout, as on a loaded machine) is kept in the database as well, never up to the limit.
  const inDatabase = await countedInDatabase(me);
  expect(inDatabase.every((count) => count < LIMIT)).toBe(true);
  await expectSharedThroughRedis();
});

test('Redis down under load: every request answered at once, the limits counted in the database', async () => {
  await redis.kill();
  const burst = await Promise.all(Array.from({ length: 40 }, () => guess(clientAddress())));
  expect(burst.filter((status) => status !== 400)).toEqual([]);
  // Timed one at a time from here: a burst's answers wait on each other.
  took = [];

  const me = clientAddress();
  expect(await overTheLimit(me)).toEqual(limited);
  expect(await countedInDatabase(me)).toEqual([LIMIT + 1]);
  expectNoWaiting();
});

test('Redis back: counted in Redis again', async () => {
  await redis.start();
  await eventually(async () => {
    const address = clientAddress();
    await guess(address);
    return (await probe.exists(redisKey(address))) === 1;
  });
  const me = clientAddress();
  expect(await overTheLimit(me)).toEqual(limited);
  expect(await countedInDatabase(me)).toEqual([]);
  await expectSharedThroughRedis();
});
