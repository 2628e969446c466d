// @database-agnostic: the gateway's REST client against a local server (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import { MockAgent, type MockPool } from 'undici';
import { RestClient } from './rest-client';

// The REST client is typed by the API's OpenAPI document (rest-operations.ts): a call names
// the document's path template, and its parameters and body are the document's. The tests
// show what the API receives for such calls. `_refusedCalls` below never runs: each of its
// calls must stay a compile error, so `npm run typecheck` fails (its expect-error comment
// goes unused) the moment the client stops checking paths, parameters or bodies.

const ORIGIN = 'http://api.test';

interface Received {
  method: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
}

let agent: MockAgent;
let received: Received[];
let observed: string[];

/** A client whose API answers every call with `data` and records what it received. */
function clientAnswering(data: unknown): RestClient {
  agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get<MockPool>(ORIGIN);
  pool
    .intercept({ path: () => true, method: () => true })
    .reply(({ method, path, body, headers }) => {
      received.push({
        method,
        path,
        body: typeof body === 'string' ? body : undefined,
        headers: Object.fromEntries(Object.entries(headers ?? {})) as Record<string, string>,
      });
      return { statusCode: 200, data: { status: 200, message: 'OK', data } };
    })
    .persist();
  return new RestClient({
    pool,
    timeoutMs: 1_000,
    token: 'shopper-token',
    observe: (method, path) => observed.push(`${method} ${path}`),
  });
}

beforeEach(() => {
  received = [];
  observed = [];
});
afterEach(async () => {
  await agent.close();
});

test('path parameters fill the template, URI-encoded, and query parameters follow in order', async () => {
  const rest = clientAnswering([]);
  await rest.get('/api/customer/product-search/{text}', { path: { text: 'red mug/2' }, query: { zip_code: '75201' } });
  await rest.get('/api/admin/customers', {
    query: { page: 2, page_size: 20, search: 'ann lee', sort: undefined },
  });
  await rest.get('/api/cart/view', { query: { address_id: undefined } });
  await rest.delete('/api/cart/{cart_item_id}', { path: { cart_item_id: '7' } });

  expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/customer/product-search/red%20mug%2F2?zip_code=75201',
    'GET /api/admin/customers?page=2&page_size=20&search=ann+lee',
    'GET /api/cart/view',
    'DELETE /api/cart/7',
  ]);
  // Observers (metrics, the tests' call counts) see the path below /api/, as before.
  expect(observed).toEqual([
    'GET customer/product-search/red%20mug%2F2?zip_code=75201',
    'GET admin/customers?page=2&page_size=20&search=ann+lee',
    'GET cart/view',
    'DELETE cart/7',
  ]);
  expect(received.every((call) => call.body === undefined)).toBe(true);
});

test('a body goes as JSON with its header parameters; a POST whose route reads no body sends {}', async () => {
  const rest = clientAnswering({ order_id: 5, grand_total: 1200 });
  const placed = await rest.post('/api/placeorder', {
    header: { 'idempotency-key': 'order-1' },
    body: { card_id: 3, address_id: undefined },
  });
  await rest.post('/api/user/logout');

  expect(placed.data.order_id).toBe(5);
  expect(received).toEqual([
    {
      method: 'POST',
      path: '/api/placeorder',
      body: '{"card_id":3}',
      headers: expect.objectContaining({
        'idempotency-key': 'order-1',
        'content-type': 'application/json',
        authorization: 'Bearer shopper-token',
      }),
    },
    {
      method: 'POST',
      path: '/api/user/logout',
      body: '{}',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    },
  ]);
});

test('two reads of the same URL in one operation are one call', async () => {
  const rest = clientAnswering({ user: { customer_id: 1 } });
  await Promise.all([rest.get('/api/user/session'), rest.get('/api/user/session')]);
  expect(received).toHaveLength(1);
});

const _refusedCalls = async (rest: RestClient) => {
  // @ts-expect-error a path the document does not have
  await rest.get('/api/carts/view');
  // @ts-expect-error a method the path does not answer
  await rest.delete('/api/cart/view');
  // @ts-expect-error a renamed body field (the document's is `card_id`)
  await rest.post('/api/placeorder', { body: { cardId: 3 } });
  // @ts-expect-error a retyped body field (the document's `qty` is a number)
  await rest.post('/api/cart', { body: { group_id: 1, qty: '2' } });
  // @ts-expect-error a body field the route does not take
  await rest.put('/api/cart/update', { body: { cart_item_id: 1, group_id: 1, qty: 2, note: 'gift' } });
  // @ts-expect-error a body left out where the route requires one
  await rest.post('/api/user/login');
  // @ts-expect-error a body where the route reads none
  await rest.post('/api/user/logout', { body: {} });
  // @ts-expect-error a misnamed path parameter
  await rest.delete('/api/cart/{cart_item_id}', { path: { id: 7 } });
  // @ts-expect-error a path parameter left out
  await rest.get('/api/admin/customers/{id}');
  // @ts-expect-error a query parameter the operation does not take
  await rest.get('/api/cart/view', { query: { address: 3 } });
  // @ts-expect-error a required query parameter left out (page_size)
  await rest.get('/api/admin/settlement/runs', { query: { page: 1 } });
  // @ts-expect-error a query value outside the document's set
  await rest.get('/api/admin/ledger', { query: { page: 1, page_size: 20, kind: 'refunds' } });
  // @ts-expect-error an answer field the document does not have (it is `grand_total`)
  return (await rest.get('/api/cart/view')).data.grandTotal;
};
