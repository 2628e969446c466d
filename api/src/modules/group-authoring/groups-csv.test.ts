import { loginAs } from '../../test/login';
import { csvHeader, parseCsv } from '../../test/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer, createGroup } from '../checkout/commerce.fixtures';
import { levelsText } from './groups-csv';

// Groups as CSV for a buyer (issue 39): `GET admin/groups.csv` with the list's filters, each
// group's fill, price, levels and the level reached. On SQLite and PostgreSQL.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
});

const csv = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/groups.csv?${query}`, headers: { authorization: token } });

test('levels read from the first unit each prices', () => {
  expect(
    levelsText([
      { quantity_level: 10, price_cents: 10_000 },
      { quantity_level: 20, price_cents: 9_050 },
    ]),
  ).toBe('1+: $100.00; 11+: $90.50');
  expect(levelsText([])).toBe('');
});

test('the filters on screen, fill, price, levels and the level reached, formulas neutralised', async () => {
  const name = `-Export fill ${Date.now()}`;
  const open = await createGroup(t.handle.db, { productName: name, booked: 15, maxQuantity: 40 });
  const sold = await createGroup(t.handle.db, { productName: `${name} sold out`, booked: 40, maxQuantity: 40 });
  const res = await csv(`search=${encodeURIComponent(name.slice(1))}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="groups.csv"');
  expect(csvHeader(res.body)).toEqual([
    'group_id',
    'product_name',
    'status',
    'opens_at',
    'closes_at',
    'booked_units',
    'max_units',
    'fill_percent',
    'current_price',
    'levels',
    'level_reached',
  ]);
  const rows = parseCsv(res.body);
  // Newest first; the product name a spreadsheet would take for a formula gets its apostrophe.
  expect(rows.map((row) => row.group_id)).toEqual([String(sold), String(open)]);
  expect(rows[1]).toMatchObject({
    product_name: `'${name}`,
    status: 'Open',
    booked_units: '15',
    max_units: '40',
    fill_percent: '37.5',
    levels: '1+: $100.00; 11+: $90.00; 21+: $80.00',
    level_reached: '2',
  });
  expect(rows[1]!.closes_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  // The sold-out group is closed by the open rule, full, at the top level.
  expect(rows[0]).toMatchObject({ status: 'Closed', fill_percent: '100', level_reached: '3' });

  const closedOnly = parseCsv((await csv(`status=Closed&search=${encodeURIComponent(name.slice(1))}`)).body);
  expect(closedOnly.map((row) => row.group_id)).toEqual([String(sold)]);
  const byId = parseCsv((await csv(`search=${open}`)).body);
  expect(byId.map((row) => row.group_id)).toContain(String(open));
});

test('bad input is a 400 naming it; a customer is refused', async () => {
  const bad = await csv('status=Maybe');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('status must be Open or Closed');
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/groups.csv' })).statusCode).toBe(401);
  const buyer = await createCustomer(t.handle.db);
  expect((await csv('', buyer.token)).statusCode).toBe(403);
});
