import { loginAs } from '../../test/login';
import { csvHeader, parseCsv } from '../../test/parse-csv';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { pickListRows } from './pick-list';

// The warehouse's pick list (issue 39): `GET admin/order-lines.csv` with the list's filters,
// every line with where it ships, cells a spreadsheet would run neutralised. On SQLite and PostgreSQL.

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db);
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

const csv = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/order-lines.csv?${query}`, headers: { authorization: token } });

test('the filter on screen (status, search), every column a warehouse needs, newest first, formulas neutralised', async () => {
  // A name a spreadsheet would run, as a shopper may type one.
  await t.handle.db
    .updateTable('customers')
    .set({ first_name: '=HYPERLINK("x")' })
    .where('id', '=', buyer.id)
    .execute();
  const first = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const second = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  const moved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/order-lines/${first.lineId}/status`,
    headers: { authorization: adminToken },
    payload: { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999' },
  });
  expect(moved.statusCode).toBe(200);

  const { email, last_name: lastName } = await t.handle.db
    .selectFrom('customers')
    .select(['email', 'last_name'])
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const shipping = await csv(`status=shipping&search=${encodeURIComponent(email)}`);
  expect(shipping.statusCode).toBe(200);
  expect(shipping.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(shipping.headers['content-disposition']).toBe('attachment; filename="order-lines.csv"');
  expect(csvHeader(shipping.body)).toEqual([
    'order_line_id',
    'order_id',
    'placed_at',
    'group_id',
    'product_name',
    'quantity',
    'status',
    'buyer_name',
    'company_name',
    'email',
    'phone',
    'street',
    'city',
    'state',
    'zip_code',
    'country',
    'tracking_company_name',
    'tracking_number',
  ]);
  const rows = parseCsv(shipping.body);
  expect(rows).toEqual([
    expect.objectContaining({
      order_line_id: String(first.lineId),
      order_id: String(first.orderId),
      group_id: String(first.groupId),
      quantity: '2',
      status: 'shipping',
      buyer_name: `'=HYPERLINK("x") ${lastName}`,
      email,
      phone: '(214) 555-0111',
      street: '1 Test St',
      city: 'Dallas',
      state: 'TX',
      zip_code: '75201',
      tracking_company_name: 'UPS',
      tracking_number: '1Z999',
    }),
  ]);
  expect(rows[0]!.placed_at).toMatch(/^\d{4}-\d\d-\d\dT/);

  // Without the status: both lines, newest first; oldest first when the screen sorts so.
  const both = parseCsv((await csv(`search=${encodeURIComponent(email)}`)).body).map((row) => row.order_line_id);
  expect(both).toEqual([String(second.lineId), String(first.lineId)]);
  const oldest = parseCsv((await csv(`search=${encodeURIComponent(email)}&sort=oldest`)).body);
  expect(oldest.map((row) => row.order_line_id)).toEqual([String(first.lineId), String(second.lineId)]);
  // Only this customer's lines, by id.
  expect(parseCsv((await csv(`customer_id=${buyer.id}&status=in_progress`)).body).map((r) => r.order_line_id)).toEqual([
    String(second.lineId),
  ]);
});

test('read a batch at a time by id: every line once, in order, whatever the batch size', async () => {
  const all: number[] = [];
  for await (const row of pickListRows(t.handle.db, { customer_id: buyer.id })) all.push(row.order_line_id);
  const byOne: number[] = [];
  for await (const row of pickListRows(t.handle.db, { customer_id: buyer.id }, 1)) byOne.push(row.order_line_id);
  expect(all.length).toBeGreaterThanOrEqual(2);
  expect(byOne).toEqual(all);
  expect([...all].sort((a, b) => b - a)).toEqual(all);
});

test('bad input is a 400 naming it; without orders.read the export is refused', async () => {
  const bad = await csv('status=lost');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/^status must be one of /);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/order-lines.csv' })).statusCode).toBe(401);
  expect((await csv('', buyer.token)).statusCode).toBe(403);
  const catalogue = await createStaff(t.handle.db, 'catalogue');
  const refused = await csv('', catalogue.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe('You do not have the orders.read permission');
});
