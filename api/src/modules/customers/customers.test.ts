import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'DELETE', url: string, token = adminToken) {
  const res = await t.app.inject({ method, url, headers: { authorization: token } });
  return { statusCode: res.statusCode, body: res.json() };
}

type Summary = { customer_id: number; email: string; first_name: string; last_name: string };
const found = async (query: string) =>
  ((await call('GET', `/api/admin/customers?page_size=100&${query}`)).body.data.customers as Summary[]).map(
    (c) => c.email,
  );

test('admins only: 401 without a session, 403 for a customer', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers' })).statusCode).toBe(401);
  expect((await call('GET', '/api/admin/customers', buyer.token)).statusCode).toBe(403);
  expect((await call('GET', `/api/admin/customers/${buyer.id}`, buyer.token)).statusCode).toBe(403);
  expect((await call('DELETE', `/api/admin/customers/${buyer.id}/sessions`, buyer.token)).statusCode).toBe(403);
});

test('searches names and e-mails (parts, any case, the whole name), pages and sorts', async () => {
  const all = await call('GET', '/api/admin/customers?page_size=2');
  expect(all.body.data).toMatchObject({ page: 1, page_size: 2, has_more: true });
  expect(await found('search=SHOPPER@EXAMPLE')).toEqual(['shopper@example.com']);
  const shopper = (await call('GET', '/api/admin/customers?search=shopper@example.com')).body.data.customers[0];
  expect(await found(`search=${encodeURIComponent(`${shopper.first_name} ${shopper.last_name}`)}`)).toContain(
    'shopper@example.com',
  );
  expect(await found(`search=${shopper.last_name.slice(1, 4).toUpperCase()}`)).toContain('shopper@example.com');
  expect(await found('search=%25')).toEqual([]);

  const byName = (await call('GET', '/api/admin/customers?sort=name&page_size=100')).body.data.customers as Summary[];
  const names = byName.map((c) => [c.last_name, c.first_name].join(' '));
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const newest = (await call('GET', '/api/admin/customers?page_size=100')).body.data.customers as Summary[];
  expect(newest[0]!.customer_id).toBe(buyer.id);

  expect((await call('GET', '/api/admin/customers?sort=oldest')).body.message).toBe('sort must be one of newest, name');
  expect((await call('GET', '/api/admin/customers?page=0')).statusCode).toBe(400);
});

test('by cursor, by name (text keys) or newest first: exactly the customers of the pages, in order', async () => {
  // Two customers of one name: the id decides between them.
  for (let i = 0; i < 2; i += 1) {
    const twin = await createCustomer(t.handle.db, 'TX');
    await t.handle.db
      .updateTable('customers')
      .set({ first_name: 'Twin', last_name: 'Alike' })
      .where('id', '=', twin.id)
      .execute();
  }
  const get = (url: string) => call('GET', url);
  type Row = Summary & { cursor: string };
  for (const url of ['/api/admin/customers?sort=name', '/api/admin/customers', '/api/admin/customers?search=example']) {
    const { byPage, forward, backward } = await walkAdminList<Row>(get, url, 'customers', 3);
    expect(byPage.length).toBeGreaterThan(3);
    expect(forward).toEqual(byPage);
    expect(backward).toEqual(byPage);
  }
  const newest = (await call('GET', '/api/admin/customers?page_size=1')).body.data.end_cursor;
  expect((await call('GET', `/api/admin/customers?sort=name&before=${newest}`)).body.message).toBe(
    'before is not a cursor of this list',
  );
});

test("a customer's page: profile, addresses, orders count and live sessions; unknown is 404", async () => {
  await buyFreshGroup(t.app, t.handle.db, buyer, await addCard(t.app, buyer.token), 1);
  const res = await call('GET', `/api/admin/customers/${buyer.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.body.data).toMatchObject({
    customer_id: buyer.id,
    role: 'customer',
    tax_exempt: false,
    order_count: 1,
    addresses: [expect.objectContaining({ address_id: buyer.addressId, address_type: 'BILLING_ADDRESS' })],
    sessions: [expect.objectContaining({ session_id: expect.any(Number) })],
  });
  expect((await call('GET', '/api/admin/customers/999999')).body).toMatchObject({
    status: 404,
    message: 'Customer not found',
  });
  expect((await call('GET', '/api/admin/customers/abc')).statusCode).toBe(400);

  const business = (await call('GET', '/api/admin/customers?search=business@example.com')).body.data.customers[0];
  const page = (await call('GET', `/api/admin/customers/${business.customer_id}`)).body.data;
  expect(page).toMatchObject({ customer_type: 'Business', claims_tax_exemption: true });
  // Their documents are the admin documents list narrowed to them.
  const docs = await call('GET', `/api/admin/documents?customer_id=${business.customer_id}`);
  expect(docs.body.data.documents.length).toBeGreaterThan(0);
  expect(docs.body.data.documents.every((d: { customer_id: number }) => d.customer_id === business.customer_id)).toBe(
    true,
  );
});

test("ending a customer's sessions: their token answers 401 from then on", async () => {
  const victim = await createCustomer(t.handle.db, 'TX');
  const before = await t.app.inject({
    method: 'GET',
    url: '/api/user/session',
    headers: { authorization: victim.token },
  });
  expect(before.statusCode).toBe(200);

  const ended = await call('DELETE', `/api/admin/customers/${victim.id}/sessions`);
  expect(ended).toMatchObject({ statusCode: 200, body: { message: '1 session ended', data: { ended: 1 } } });
  const after = await t.app.inject({
    method: 'GET',
    url: '/api/user/session',
    headers: { authorization: victim.token },
  });
  expect(after.statusCode).toBe(401);
  expect((await call('GET', `/api/admin/customers/${victim.id}`)).body.data.sessions).toEqual([]);
  expect((await call('DELETE', `/api/admin/customers/${victim.id}/sessions`)).body.message).toBe('0 sessions ended');
  // Another customer's session is untouched.
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: buyer.token } }))
      .statusCode,
  ).toBe(200);
  expect((await call('DELETE', '/api/admin/customers/999999/sessions')).statusCode).toBe(404);
});
