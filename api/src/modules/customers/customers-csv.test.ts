import { loginAs } from '../../test/login';
import { csvHeader, parseCsv } from '../../test/parse-csv';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';

// Customers as CSV for support (issue 39): `GET admin/customers.csv` with the list's search,
// each account's kind, tax exemption, orders and spent. On SQLite and PostgreSQL.

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

const csv = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/customers.csv?${query}`, headers: { authorization: token } });

test('the search on screen, every column, orders and spent net of refunds, formulas neutralised', async () => {
  const cardId = await addCard(t.app, buyer.token);
  const bought = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const cancelled = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/order-lines/${bought.lineId}/status`,
    headers: { authorization: adminToken },
    payload: { status: 'cancelled' },
  });
  expect(cancelled.statusCode).toBe(200);
  await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await t.handle.db.updateTable('customers').set({ first_name: '@SUM(A1)' }).where('id', '=', buyer.id).execute();
  const { email } = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const orders = await t.handle.db
    .selectFrom('orders')
    .select(['grand_total_cents'])
    .where('customer_id', '=', buyer.id)
    .orderBy('id')
    .execute();

  const res = await csv(`search=${encodeURIComponent(email)}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
  expect(csvHeader(res.body)).toEqual([
    'customer_id',
    'name',
    'email',
    'kind',
    'company_name',
    'tax_exempt',
    'created_at',
    'orders',
    'spent',
  ]);
  // The cancelled line was refunded in full: only the second order counts as spent.
  expect(parseCsv(res.body)).toEqual([
    expect.objectContaining({
      customer_id: String(buyer.id),
      name: expect.stringMatching(/^'@SUM\(A1\) Buyer /),
      email,
      kind: 'Individual',
      company_name: '',
      tax_exempt: 'no',
      orders: '2',
      spent: (orders[1]!.grand_total_cents / 100).toFixed(2),
    }),
  ]);

  // The demo business claims the exemption; its document is pending, so not verified yet.
  const business = parseCsv((await csv('search=business@example.com')).body);
  expect(business).toEqual([
    expect.objectContaining({ email: 'business@example.com', kind: 'Business', tax_exempt: 'claimed' }),
  ]);
  // By name, as the screen sorts: every account once, the same ones as newest first.
  const byName = parseCsv((await csv('sort=name')).body).map((row) => row.customer_id);
  const newest = parseCsv((await csv('')).body).map((row) => row.customer_id);
  expect(new Set(byName).size).toBe(byName.length);
  expect([...byName].sort()).toEqual([...newest].sort());
  expect(newest[0]).toBe(String(buyer.id));
  // A literal %, not a wildcard.
  expect(parseCsv((await csv('search=%25')).body)).toEqual([]);
});

test('bad input is a 400 naming it; without customers.read the export is refused', async () => {
  const bad = await csv('sort=oldest');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('sort must be one of newest, name');
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers.csv' })).statusCode).toBe(401);
  expect((await csv('', buyer.token)).statusCode).toBe(403);
  const fulfilment = await createStaff(t.handle.db, 'fulfilment');
  const refused = await csv('', fulfilment.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe('You do not have the customers.read permission');
});
