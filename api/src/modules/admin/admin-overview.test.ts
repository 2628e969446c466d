import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { OVERVIEW_DAYS } from './admin-overview-view';

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

async function overview(token = adminToken) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { authorization: token } });
  return { statusCode: res.statusCode, body: res.json() };
}

test('admins only: 401 without a session, 403 for a customer', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  expect((await overview(buyer.token)).statusCode).toBe(403);
});

test('the figures follow what happens: an order, a group ending soon, a return, a settlement due', async () => {
  const before = (await overview()).body.data;
  expect(before.days).toHaveLength(OVERVIEW_DAYS);
  expect(before.days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));

  // An order of 3 units today: units booked, sales and today's orders rise by it.
  const { lineId, groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 3);
  const charge = await t.handle.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('o.grand_total_cents')
    .where('l.id', '=', lineId)
    .executeTakeFirstOrThrow();
  // A group ending tomorrow is open and closing within 48 hours.
  const soon = await createGroup(t.handle.db);
  await t.handle.db
    .updateTable('groups')
    .set({ end_date: new Date(Date.now() + 86_400_000).toISOString() })
    .where('id', '=', soon)
    .execute();
  const after = (await overview()).body.data;
  expect(after.units_booked_today - before.units_booked_today).toBe(3);
  expect(after.gross_sales_cents - before.gross_sales_cents).toBe(charge.grand_total_cents);
  expect(after.open_groups - before.open_groups).toBe(2);
  expect(after.groups_closing_soon - before.groups_closing_soon).toBe(1);
  expect(after.days.at(-1).orders - before.days.at(-1).orders).toBe(1);
  expect(after.days.at(-1).sales_cents - before.days.at(-1).sales_cents).toBe(charge.grand_total_cents);

  // The group ended an hour ago at a lower level: settlement owes a refund, and lags.
  await t.handle.db
    .updateTable('groups')
    .set({ end_date: new Date(Date.now() - 3_600_000).toISOString(), quantity_booked: 20 })
    .where('id', '=', groupId)
    .execute();
  const due = (await overview()).body.data;
  expect(due.open_groups - before.open_groups).toBe(1);
  expect(due.lines_awaiting_settlement - before.lines_awaiting_settlement).toBe(1);
  expect(due.settlement_lag_seconds).toBeGreaterThanOrEqual(3_600);
  // 3 units paid at $100, final $90: $30 goods plus the tax and fee on that difference.
  expect(due.refunds_due_cents - before.refunds_due_cents).toBeGreaterThanOrEqual(3_000);

  // Settled: nothing due, the refund made and counted today.
  const run = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settlement/run',
    headers: { authorization: adminToken },
  });
  const refunded = run.json().data.refunded_cents as number;
  const settled = (await overview()).body.data;
  expect(settled.refunds_due_cents - before.refunds_due_cents).toBe(0);
  expect(due.refunds_due_cents - before.refunds_due_cents).toBe(refunded);
  expect(settled.lines_awaiting_settlement).toBe(0);
  expect(settled.settlement_lag_seconds).toBe(0);
  expect(settled.refunds_made_cents - before.refunds_made_cents).toBe(refunded);
  expect(settled.days.at(-1).refunds - before.days.at(-1).refunds).toBe(1);
  expect(settled.days.at(-1).refunded_cents - before.days.at(-1).refunded_cents).toBe(refunded);
});

test('pending documents and requested returns are counted', async () => {
  const before = (await overview()).body.data;
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('customer_documents')
    .values({
      customer_id: buyer.id,
      doc_type: 'other',
      file_name: 'letter.pdf',
      mime_type: 'application/pdf',
      storage_key: `${'7'.repeat(32)}.pdf`,
      uploaded_at: now,
      status: 'Pending',
      reason: null,
      expires_at: null,
      created_at: now,
    })
    .execute();
  const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await t.handle.db.updateTable('order_lines').set({ status: 'return_requested' }).where('id', '=', lineId).execute();
  const after = (await overview()).body.data;
  expect(after.pending_documents - before.pending_documents).toBe(1);
  expect(after.pending_returns - before.pending_returns).toBe(1);
});
