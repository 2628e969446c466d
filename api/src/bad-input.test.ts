import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './test/test-app';
import { loginAs } from './test/login';

// Every write endpoint, fed the inputs a careless or hostile client sends: each answer is a
// 4xx with a message naming the problem, never a 500, and nothing is written anywhere.

interface Endpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  fields: string[];
  auth: boolean;
  /** A body with no fields is a valid request here (all fields optional). */
  emptyIsValid?: boolean;
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'phone_number', 'country', 'state', 'city', 'street', 'zip_code'];

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/user/login', fields: ['email', 'password', 'loginType'], auth: false },
  {
    method: 'POST',
    url: '/api/customer_signup',
    fields: [
      ...ADDRESS_FIELDS,
      'email',
      'password',
      'confirmPassword',
      'customer_type',
      'is_tax_exempt',
      'tax_exempt_doc',
      'other_docs',
    ],
    auth: false,
  },
  { method: 'POST', url: '/api/user/forgotPassword?requested_from=customer', fields: ['email'], auth: false },
  { method: 'POST', url: '/api/user/check/token-expire', fields: ['token'], auth: false },
  { method: 'PUT', url: '/api/user/resetPassword', fields: ['new_password', 'confirm_password', 'token'], auth: false },
  { method: 'PUT', url: '/api/user/verify', fields: ['token'], auth: false },
  {
    method: 'POST',
    url: '/api/customer/group-list',
    fields: ['limit', 'offset', 'zip_code', 'min', 'max', 'category', 'product_name'],
    auth: false,
  },
  {
    method: 'PUT',
    url: '/api/customer',
    fields: [...ADDRESS_FIELDS, 'is_tax_exempt', 'delete_other_docs'],
    auth: true,
    emptyIsValid: true,
  },
  { method: 'POST', url: '/api/address', fields: ADDRESS_FIELDS, auth: true },
  { method: 'PUT', url: '/api/address', fields: ['address_id', 'address_type', ...ADDRESS_FIELDS], auth: true },
  { method: 'POST', url: '/api/cart', fields: ['qty', 'group_id'], auth: true },
  { method: 'PUT', url: '/api/cart/update', fields: ['qty', 'group_id', 'cart_item_id'], auth: true },
  { method: 'POST', url: '/api/card', fields: ['card_holder_name', 'default_card', 'card_details'], auth: true },
  {
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    fields: ['card_number', 'exp_month', 'exp_year', 'cvc', 'card_holder_name'],
    auth: true,
  },
  { method: 'POST', url: '/api/placeorder', fields: ['card_id'], auth: true },
  { method: 'POST', url: '/api/orders', fields: ['status'], auth: true, emptyIsValid: true },
  {
    method: 'POST',
    url: '/api/order/request-return',
    fields: ['order_id', 'order_line_id', 'return_reason', 'return_note', 'group_id'],
    auth: true,
  },
  { method: 'POST', url: '/api/order/invoice', fields: ['order_id', 'token'], auth: true },
];

const BAD_VALUES: [string, unknown][] = [
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a fraction', 2.5],
  ['a 1 MB string', 'x'.repeat(1_000_000)],
  ['SQL text', "1'; DROP TABLE customers; --"],
  ['script text', '<script>alert(1)</script>'],
  ['an object', { $gt: '' }],
  ['a list', [1, 2, 3]],
  ['a boolean', true],
];

const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', "1' OR '1'='1"];

// Tables whose rows a refused request must not change. login_attempts is left out: counting
// failed logins is its job.
const WATCHED = [
  'customers',
  'addresses',
  'sessions',
  'groups',
  'group_levels',
  'customer_documents',
  'account_tokens',
  'cart_items',
  'cards',
  'orders',
  'order_lines',
  'payments',
  'idempotency_keys',
  'invoices',
  'returns',
] as const;

let test_: TestApp;
let app: FastifyInstance;
let token: string;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      test_.handle.db,
    );
    counts[table] = Number(row.rows[0]?.n);
  }
  return counts;
}

beforeAll(async () => {
  test_ = await createTestApp();
  app = test_.app;
  token = await loginAs(app, 'shopper@example.com', 'Shopper@123');
});
afterAll(async () => {
  await test_?.close();
});

function expectRefused(status: number, body: string, what: string): void {
  const answer = JSON.parse(body) as { status?: number; message?: unknown };
  const summary = `${what} answered ${status}: ${body.slice(0, 200)}`;
  expect({ summary, refused: status >= 400 && status < 500 && status !== 401 }).toEqual({ summary, refused: true });
  expect(typeof answer.message === 'string' && answer.message.length > 0).toBe(true);
  expect(body).not.toMatch(/ at .*\.(ts|js):\d+|SQLITE_|syntax error/i);
}

test('bad values in every field of every write endpoint are refused with a message, writing nothing', async () => {
  const before = await rowCounts();
  for (const endpoint of ENDPOINTS) {
    for (const [label, value] of BAD_VALUES) {
      const payload = Object.fromEntries(endpoint.fields.map((field) => [field, value]));
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: endpoint.auth ? { authorization: token } : {},
        payload,
      });
      expectRefused(res.statusCode, res.body, `${endpoint.method} ${endpoint.url} with ${label}`);
    }
    const empty = await app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: endpoint.auth ? { authorization: token } : {},
      payload: {},
    });
    if (!endpoint.emptyIsValid) {
      expectRefused(empty.statusCode, empty.body, `${endpoint.method} ${endpoint.url} with no fields`);
    }
    for (const body of ['[]', '"text"', 'null', '{"broken":']) {
      if (body === 'null' && endpoint.emptyIsValid) continue; // no body at all: as valid as {}
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { 'content-type': 'application/json', ...(endpoint.auth ? { authorization: token } : {}) },
        payload: body,
      });
      expectRefused(res.statusCode, res.body, `${endpoint.method} ${endpoint.url} with body ${body}`);
    }
  }
  expect(await rowCounts()).toEqual(before);
});

test('malformed ids in paths are refused with a message, writing nothing', async () => {
  const before = await rowCounts();
  for (const id of BAD_IDS) {
    const encoded = encodeURIComponent(id);
    for (const [method, url] of [
      ['DELETE', `/api/cart/${encoded}`],
      ['PUT', `/api/card/${encoded}`],
      ['DELETE', `/api/card/${encoded}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: { authorization: token } });
      expectRefused(res.statusCode, res.body, `${method} ${url}`);
    }
    const group = await app.inject({ method: 'GET', url: `/api/group/${encoded}` });
    expectRefused(group.statusCode, group.body, `GET /api/group/${id}`);
  }
  expect(await rowCounts()).toEqual(before);
});
