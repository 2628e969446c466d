// @database-agnostic: the API behind is unreachable: every answer is the gateway's own (runs once,
// on SQLite; docs/decisions.md "Test suite time").
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Mistakes a client makes that the gateway can see itself: each answers a clear 4xx or
// BAD_USER_INPUT before any upstream call (the API behind is unreachable here, so an
// upstream call would show as SERVICE_UNAVAILABLE), never a 500 or an outage.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ API_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await gateway.app.close();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

async function post(payload: object, token?: string) {
  const res = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  const body = res.json() as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: res.statusCode, error: body.errors?.[0], cacheControl: res.headers['cache-control'] };
}

test('an operationName the document does not hold: 400, named', async () => {
  const answer = await post({ query: 'query A { categories { id } }', operationName: 'B' });
  expect(answer.status).toBe(400);
  expect(answer.error).toMatchObject({
    message: 'Unknown operation named "B".',
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
  });
});

test.each([
  [
    'a variable',
    {
      query: 'mutation($n: PositiveInt!) { addToCart(groupId: "1", quantity: $n) { __typename } }',
      variables: { n: 2.9 },
    },
  ],
  ['a literal', { query: 'mutation { addToCart(groupId: "1", quantity: 2.9) { __typename } }' }],
])('a fraction where a whole number goes (%s) is refused, never truncated', async (_where, payload) => {
  const answer = await post(payload);
  expect(answer.status).toBe(400);
  expect(answer.error?.message).toContain('PositiveInt must be a whole number, got 2.9');
  expect(gateway.calls).toEqual([]);
});

test.each([
  ['CR-LF', 'key\r\nX-Injected: 1'],
  ['non-ASCII', 'clé-1'],
  ['a space', 'two words'],
])('an idempotency key with %s is the client’s mistake, not an outage', async (_what, key) => {
  const answer = await post(
    {
      query: 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }',
      variables: { i: { cardId: '1', idempotencyKey: key } },
    },
    'some-session',
  );
  expect(answer.error).toMatchObject({
    message: 'idempotencyKey must be 1 to 255 visible ASCII characters',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(gateway.calls).toEqual([]);
});

test('text with control characters is refused naming the variable', async () => {
  const answer = await post({
    query: 'query($t: String!) { groupNameSuggestions(text: $t) }',
    variables: { t: 'a\u0000b' },
  });
  expect(answer.status).toBe(400);
  expect(answer.error).toMatchObject({
    message: 'Variable "$t" must not contain control characters',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(gateway.calls).toEqual([]);
});

test.each([
  ['a search text', 'query($t: String!) { groupNameSuggestions(text: $t) }', { t: 'lamp\ud800' }, '$t'],
  ['an ID', 'mutation($id: ID!) { setDefaultCard(id: $id) { message } }', { id: '\udc00' }, '$id'],
  [
    'an input field',
    'mutation($i: AddCardInput!) { addCard(input: $i) { message } }',
    { i: { holderName: 'Sam \ud83d', token: 'tok_1' } },
    '$i.holderName',
  ],
])(
  'a lone surrogate in %s is refused naming the variable, not answered as an internal error',
  async (_what, query, variables, name) => {
    const answer = await post({ query, variables }, 'some-session');
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({
      message: `Variable "${name}" must not contain lone surrogates (invalid Unicode)`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(gateway.calls).toEqual([]);
  },
);

test.each([
  ['as a character', '{ groupNameSuggestions(text: "lamp\ud800") }'],
  ['as an escape', '{ groupNameSuggestions(text: "lamp\\ud800") }'],
])('a lone surrogate written in the query itself (%s) is refused while parsing', async (_how, query) => {
  const answer = await post({ query });
  expect(answer.status).toBe(400);
  expect(answer.error?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  expect(gateway.calls).toEqual([]);
});

test.each([
  [{ version: 2, sha256Hash: 'abc' }, 'Unsupported persisted query version'],
  [{ version: 1, sha256Hash: 'abc' }, 'provided sha does not match query'],
])('a malformed persisted query %j gets a clear PERSISTED_QUERY_INVALID', async (persistedQuery, message) => {
  const answer = await post({ query: '{ categories { id } }', extensions: { persistedQuery } });
  expect(answer.status).toBe(400);
  expect(answer.error).toEqual({ message, extensions: { code: 'PERSISTED_QUERY_INVALID' } });
});

test('a misspelled enum value is refused without suggesting the right one', async () => {
  const answer = await post({
    query: 'query($s: OrderLineStatus) { orderLines(status: $s) { totalCount } }',
    variables: { s: 'DELIVERD' },
  });
  expect(answer.status).toBe(400);
  expect(answer.error?.message).not.toMatch(/Did you mean/);
});

test('an answer to a signed-in request may be kept by no cache', async () => {
  const answer = await post({ query: '{ categories { id } }' }, 'some-session');
  expect(answer.cacheControl).toBe('no-store');
});
