import { createCustomer, createGroup } from './modules/checkout/commerce.fixtures';
import { loginAs } from './test/login';
import { createTestApp, type TestApp } from './test/test-app';

// A request body holds only the fields its route declares, as the OpenAPI document says
// (`additionalProperties: false`): a field the route does not know, at any depth, is a
// 400 naming it and nothing is written (docs/decisions.md "Unknown fields"). Fields the
// document declares as ignored, and objects it leaves open, still pass. On SQLite and
// (with TEST_DATABASE_URL) PostgreSQL.

let t: TestApp;
let customerToken: string;
let customerId: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await createCustomer(t.handle.db);
  customerToken = customer.token;
  customerId = customer.id;
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
});

async function send(method: 'POST' | 'PUT', url: string, token: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: unknown } };
}

test('an unknown field is a 400 naming it, and nothing is written', async () => {
  const groupId = await createGroup(t.handle.db);
  const refused = await send('POST', '/api/cart', customerToken, { group_id: groupId, qty: 1, colour: 'red' });
  expect(refused).toEqual({
    statusCode: 400,
    body: { status: 400, message: 'Unknown field: colour', data: null },
  });
  const lines = await t.handle.db.selectFrom('cart_items').select('id').where('customer_id', '=', customerId).execute();
  expect(lines).toEqual([]);

  // The same body without it is taken.
  expect((await send('POST', '/api/cart', customerToken, { group_id: groupId, qty: 1 })).statusCode).toBe(200);
});

test('a field the route does not know is refused at any depth, named by its path', async () => {
  const groupId = await createGroup(t.handle.db);
  const refused = await send('PUT', `/api/admin/groups/${groupId}`, adminToken, {
    levels: [
      { quantity_level: 10, discounted_price: 95 },
      { quantity_level: 50, discounted_price: 85, on_sale: true },
    ],
  });
  expect(refused).toMatchObject({ statusCode: 400, body: { message: 'Unknown field: levels[1].on_sale' } });
  const levels = await t.handle.db
    .selectFrom('group_levels')
    .select('price_cents')
    .where('group_id', '=', groupId)
    .orderBy('quantity_level')
    .execute();
  expect(levels.map((level) => level.price_cents)).toEqual([10_000, 9_000, 8_000]);
});

test('a field a customer may not set is refused, not silently dropped', async () => {
  const refused = await send('PUT', '/api/customer', customerToken, { first_name: 'Mallory', role: 'admin' });
  expect(refused).toMatchObject({ statusCode: 400, body: { message: 'Unknown field: role' } });
  const customer = await t.handle.db
    .selectFrom('customers')
    .select(['first_name', 'role'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  expect(customer.role).toBe('customer');
  expect(customer.first_name).not.toBe('Mallory');
});

test('what the document leaves open still passes: a whole Stripe.js token object as card_details', async () => {
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    headers: { authorization: customerToken },
    payload: { card_number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', card_holder_name: 'Ann' },
  });
  const { id } = token.json().data as { id: string };
  const saved = await send('POST', '/api/card', customerToken, {
    card_holder_name: 'Ann',
    card_details: { id, object: 'token', livemode: false, card: { brand: 'Visa', last4: '4242' } },
  });
  expect(saved.statusCode).toBe(200);
});

test('the OpenAPI document says the same: closed bodies, an open token object', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonObject }> } }>>;
  };
  const bodyOf = (path: string, method: string) =>
    document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
  expect(bodyOf('/api/cart', 'post').additionalProperties).toBe(false);
  const cardDetails = (bodyOf('/api/card', 'post').properties as Record<string, JsonObject>).card_details!;
  const tokenObject = (cardDetails.anyOf as JsonObject[]).find((option) => option.type === 'object')!;
  expect(tokenObject.additionalProperties).not.toBe(false);
});

type JsonObject = Record<string, unknown>;
