// @database-agnostic: the id crosses gateway and API in headers and logs, not in the database (runs
// once, on SQLite; docs/decisions.md "Test suite time").
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '../../api/src/db/kysely';
import { createCustomer, createGroup, type TestCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import { freePort } from '../../scripts/lib/services';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type GraphQLAnswer } from './test/gateway-client';
import { startGatewayProcess, type GatewayProcess } from './test/gateway-process';
import { saveSandboxCard } from './test/saved-card';

// One shopper request is one id (docs/decisions.md "Request id"): the gateway takes it from
// a proxy TRUST_PROXY names or makes a UUID, forwards it on its calls to the API, both
// services log under it and answer it in X-Request-Id, and a 5xx carries it. Both services
// run as processes here, their JSON logs read from their output, as an operator reads them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ADD_TO_CART = `mutation($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;

let api: ApiProcess;
let gateway: GatewayProcess;
let handle: DbHandle;
let shopper: TestCustomer & { cardId: string };
let groupId: number;

beforeAll(async () => {
  api = await startApiProcess({ SETTLEMENT_INTERVAL_SECONDS: '0', LOG_LEVEL: 'info' }, { captureLogs: true });
  // The test's requests come from loopback: they are the trusted load balancer's.
  gateway = await startGatewayProcess({ API_URL: api.url, TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' });
  handle = createDb(api.database);
  groupId = await createGroup(handle.db, { maxQuantity: 100 });
  const customer = await createCustomer(handle.db);
  shopper = { ...customer, cardId: await saveSandboxCard(api.url, customer.token) };
}, 120_000);
afterAll(async () => {
  await handle?.db.destroy();
  await gateway?.stop();
  await api?.stop();
});

/** An operation of the shopper's through the gateway process, with extra headers. */
async function graphql(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; requestId: string | null; body: GraphQLAnswer }> {
  const answer = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: answer.status,
    requestId: answer.headers.get('x-request-id'),
    body: (await answer.json()) as GraphQLAnswer,
  };
}

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
};

/** A service's log lines under `reqId`, once `complete` holds: a line is written as its answer leaves. */
async function linesOf(logs: string[], reqId: string, complete: (lines: LogLine[]) => boolean): Promise<LogLine[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = logs.flatMap((text) => {
      try {
        const line = JSON.parse(text) as LogLine;
        return line.reqId === reqId ? [line] : [];
      } catch {
        return [];
      }
    });
    if (complete(lines) || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');
const callsIn = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === 'incoming request').map((line) => `${line.req?.method} ${line.req?.url}`);

test("one order: the proxy's X-Request-Id comes back in the header and names the order in both services' logs", async () => {
  const cart = await graphql(ADD_TO_CART, { g: String(groupId), q: 1 });
  expect(cart.body.errors).toBeUndefined();
  // Without an id of its own, a request gets a new one.
  expect(cart.requestId).toMatch(UUID);

  const id = `test-${randomUUID()}`;
  const order = await graphql(
    PLACE_ORDER,
    { input: { cardId: shopper.cardId, idempotencyKey: id } },
    { 'x-request-id': id },
  );
  expect(order.body.errors).toBeUndefined();
  expect(order.body.data).toEqual({ placeOrder: { orderId: expect.any(String) } });
  expect(order.requestId).toBe(id);

  const gatewayLines = await linesOf(gateway.logs, id, (lines) => completed(lines).length > 0);
  expect(callsIn(gatewayLines)).toEqual(['POST /graphql']);
  expect(completed(gatewayLines)).toEqual([expect.objectContaining({ res: { statusCode: 200 } })]);

  // Placing the order, then reading the cart it emptied: both calls under the order's id.
  const apiLines = await linesOf(api.logs, id, (lines) => completed(lines).length >= 2);
  expect(callsIn(apiLines)).toEqual(['POST /api/placeorder', 'GET /api/cart/view']);
  expect(completed(apiLines).map((line) => line.res?.statusCode)).toEqual([200, 200]);
  // The cart's id named the cart's calls, and only those.
  const cartLines = await linesOf(api.logs, cart.requestId!, (lines) => completed(lines).length >= 2);
  expect(callsIn(cartLines)).toEqual(['POST /api/cart', 'GET /api/cart/view']);
});

test('a malformed id, even from the trusted proxy, is replaced by a UUID, and that one goes to the API', async () => {
  for (const sent of ['test id with spaces', `test-${'x'.repeat(124)}`]) {
    const answer = await graphql('{ session { email } }', {}, { 'x-request-id': sent });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.requestId).toMatch(UUID);
    expect(callsIn(await linesOf(api.logs, answer.requestId!, (lines) => completed(lines).length > 0))).toEqual([
      'GET /api/user/session',
    ]);
  }
});

test('from a client the gateway does not trust (TRUST_PROXY unset), an id is not believed', async () => {
  const untrusting = await startTestGateway({ API_URL: api.url });
  try {
    const spoofed = `test-${randomUUID()}`;
    const answer = await untrusting.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${shopper.token}`,
        'x-request-id': spoofed,
      },
      payload: { query: '{ session { email } }' },
    });
    expect(answer.json().errors).toBeUndefined();
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(callsIn(await linesOf(api.logs, id, (lines) => completed(lines).length > 0))).toEqual([
      'GET /api/user/session',
    ]);
    expect(await linesOf(api.logs, spoofed, () => true)).toEqual([]);
  } finally {
    await untrusting.app.close();
  }
});

test("a failure in the API: the GraphQL error carries the id, which finds the API's error line", async () => {
  // A table gone from under the API: the orders read fails as nothing a client sent could make it.
  await sql`alter table order_lines rename to order_lines_away`.execute(handle.db);
  const id = `test-${randomUUID()}`;
  let answer: Awaited<ReturnType<typeof graphql>>;
  try {
    answer = await graphql('{ orderLines { totalCount } }', {}, { 'x-request-id': id });
  } finally {
    await sql`alter table order_lines_away rename to order_lines`.execute(handle.db);
  }
  expect(answer.requestId).toBe(id);
  expect(answer.body.errors).toEqual([
    expect.objectContaining({
      message: 'Something went wrong. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, requestId: id },
    }),
  ]);
  const apiLines = await linesOf(api.logs, id, (lines) => completed(lines).length > 0);
  expect(apiLines).toContainEqual(expect.objectContaining({ level: 50, msg: 'unhandled error' }));
  expect(completed(apiLines)).toEqual([expect.objectContaining({ res: { statusCode: 500 } })]);
});

test('an INTERNAL_SERVER_ERROR the gateway answers is in its own log under the id, at error level, with the cause', async () => {
  await sql`alter table order_lines rename to order_lines_away`.execute(handle.db);
  const id = `test-${randomUUID()}`;
  let answer: Awaited<ReturnType<typeof graphql>>;
  try {
    answer = await graphql('{ orderLines { totalCount } }', {}, { 'x-request-id': id });
  } finally {
    await sql`alter table order_lines_away rename to order_lines`.execute(handle.db);
  }
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  // What the shopper quotes finds the gateway's line: the masked answer and what was behind it.
  const gatewayLines = await linesOf(gateway.logs, id, (lines) => lines.some((line) => line.level >= 40));
  expect(gatewayLines).toContainEqual(
    expect.objectContaining({
      level: 50,
      code: 'INTERNAL_SERVER_ERROR',
      path: ['orderLines'],
      upstreamStatus: 500,
      msg: 'GraphQL answered INTERNAL_SERVER_ERROR: Internal server error',
    }),
  );
});

test("the gateway's own 5xx answers carry the id in the body", async () => {
  // Nothing listens where this gateway looks for its API.
  const orphan = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}`, UPSTREAM_TIMEOUT_MS: 500 });
  try {
    for (const url of ['/media/groups/1.svg', '/sitemap.xml', '/readyz']) {
      const answer = await orphan.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['x-request-id']).toMatch(UUID);
      expect(answer.json()).toMatchObject({ request_id: answer.headers['x-request-id'] });
    }
    const graphqlAnswer = await orphan.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ categories { id } }' },
    });
    expect(graphqlAnswer.json().errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'SERVICE_UNAVAILABLE', requestId: graphqlAnswer.headers['x-request-id'] },
      }),
    ]);
  } finally {
    await orphan.app.close();
  }
});
