// @database-agnostic: the gateway's limit, counted in the gateway or in Redis (runs once, on
// SQLite; docs/decisions.md "Test suite time").
import { randomInt } from 'node:crypto';
import { freePort } from '../../../scripts/lib/services';
import { startTestGateway, type TestGateway } from '../test/gateway-client';

// The endpoint-wide GraphQL limit as a client meets it: in one gateway, and shared by two
// gateways through a real Redis (the machine's, or TEST_REDIS_URL).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const gateways: TestGateway[] = [];

async function gateway(overrides: Parameters<typeof startTestGateway>[0]): Promise<TestGateway> {
  const started = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}`, ...overrides });
  gateways.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
});

// A client address of its own per test run, so counts left in Redis by another run never meet this one.
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const ask = (g: TestGateway, remoteAddress: string) =>
  g.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: '{ __typename }' }),
  });

test('over the limit: HTTP 429 with Retry-After and RATE_LIMITED; other clients and other paths go on', async () => {
  const g = await gateway({ GRAPHQL_RATE_LIMIT: 5 });
  const me = clientAddress();
  for (let i = 0; i < 5; i += 1) expect((await ask(g, me)).statusCode).toBe(200);

  const refused = await ask(g, me);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toEqual({
    data: null,
    errors: [
      {
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        extensions: { code: 'RATE_LIMITED' },
      },
    ],
  });

  expect((await ask(g, clientAddress())).statusCode).toBe(200);
  expect((await g.app.inject({ method: 'GET', url: '/livez', remoteAddress: me })).statusCode).toBe(200);
});

test('with REDIS_URL the count is shared: two gateways hold one client to one limit', async () => {
  const first = await gateway({ GRAPHQL_RATE_LIMIT: 6, REDIS_URL });
  const second = await gateway({ GRAPHQL_RATE_LIMIT: 6, REDIS_URL });
  const me = clientAddress();
  for (let i = 0; i < 3; i += 1) {
    expect((await ask(first, me)).statusCode).toBe(200);
    expect((await ask(second, me)).statusCode).toBe(200);
  }
  expect((await ask(first, me)).statusCode).toBe(429);
  expect((await ask(second, me)).statusCode).toBe(429);
});

test('GRAPHQL_RATE_LIMIT=0 turns the limit off', async () => {
  const g = await gateway({ GRAPHQL_RATE_LIMIT: 0 });
  const me = clientAddress();
  for (let i = 0; i < 30; i += 1) expect((await ask(g, me)).statusCode).toBe(200);
});
