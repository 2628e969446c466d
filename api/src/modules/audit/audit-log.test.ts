import { sql } from 'kysely';
import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, testDatabaseUrl, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { createStaff, type TestStaff } from '../../test/staff-accounts';
import { recordAudit } from './audit-log';
import { parseCsv } from '../../test/parse-csv';

// The audit log (issue 38): a row is written with its change or not at all, it cannot be
// changed afterwards, and owners read it filtered, paged and as CSV. On SQLite and PostgreSQL.

let t: TestApp;
let ownerToken: string;
let fulfilment: TestStaff;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  fulfilment = await createStaff(t.handle.db, 'fulfilment');
  buyer = await createCustomer(t.handle.db);
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = ownerToken) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

const rowsOfLine = (lineId: number) =>
  t.handle.db.selectFrom('audit_log').selectAll().where('order_line_id', '=', lineId).orderBy('id').execute();

const lineStatus = async (lineId: number) =>
  (await t.handle.db.selectFrom('order_lines').select('status').where('id', '=', lineId).executeTakeFirstOrThrow())
    .status;

describe('a row is written with its change or not at all', () => {
  test('a shipment leaves exactly one row: who, from where, before and after, the sentence', async () => {
    const { lineId, groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
    const shipped = await call(
      'PUT',
      `/api/admin/order-lines/${lineId}/status`,
      { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999' },
      fulfilment.token,
    );
    expect(shipped.statusCode).toBe(200);
    const rows = await rowsOfLine(lineId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: fulfilment.id,
      actor_email: fulfilment.email,
      ip: '127.0.0.1',
      action: 'line.moved',
      subject_type: 'order_line',
      subject_id: lineId,
      customer_id: buyer.id,
      group_id: groupId,
      summary: `shipped line ${lineId} (UPS 1Z999)`,
    });
    expect(JSON.parse(rows[0]!.before!)).toMatchObject({ status: 'in_progress', tracking_number: null });
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({
      status: 'shipping',
      tracking_company_name: 'UPS',
      tracking_number: '1Z999',
    });
  });

  test('an illegal move changes nothing and leaves no row', async () => {
    const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
    const refused = await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'completed' });
    expect(refused.statusCode).toBe(409);
    expect(await rowsOfLine(lineId)).toEqual([]);
  });

  test('a failure after the row is written, in the same transaction, takes the row and the change back', async () => {
    const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
    // The database fails the move right after its audit row is inserted: the last step of
    // the move's transaction (a refund and the buyer's mail before it).
    const db = t.handle.db;
    const postgres = testDatabaseUrl !== undefined;
    if (postgres) {
      await sql`
        create function fail_after_audit() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`.execute(db);
      await sql`
        create trigger fail_after_audit after insert on audit_log
        for each row when (new.order_line_id = ${sql.lit(lineId)}) execute function fail_after_audit()`.execute(db);
    } else {
      await sql`
        create trigger fail_after_audit after insert on audit_log
        when new.order_line_id = ${sql.lit(lineId)}
        begin select raise(abort, 'injected failure'); end`.execute(db);
    }
    try {
      const cancelled = await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'cancelled' });
      expect(cancelled.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_after_audit${postgres ? sql` on audit_log` : sql``}`.execute(db);
      if (postgres) await sql`drop function fail_after_audit()`.execute(db);
    }
    expect(await rowsOfLine(lineId)).toEqual([]);
    expect(await lineStatus(lineId)).toBe('in_progress');
    const refunds = await db
      .selectFrom('payments')
      .select('id')
      .where('order_line_id', '=', lineId)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([]);
    // The same move goes through once nothing fails, with its one row.
    expect((await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const rows = await rowsOfLine(lineId);
    expect(rows.map((row) => row.action)).toEqual(['line.moved']);
    expect(rows[0]!.summary).toMatch(new RegExp(`^cancelled line ${lineId} and refunded \\$\\d+\\.\\d{2}$`));
  });
});

test('the database refuses to change or delete a row', async () => {
  const row = await t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  await expect(
    t.handle.db.updateTable('audit_log').set({ summary: 'nothing happened' }).where('id', '=', row.id).execute(),
  ).rejects.toThrow(/append-only/);
  await expect(t.handle.db.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
  expect(await t.handle.db.selectFrom('audit_log').selectAll().where('id', '=', row.id).executeTakeFirst()).toEqual(
    row,
  );
});

test("a group's edit is two rows when fields and levels change, each with what it was and what it became", async () => {
  const created = await call('POST', '/api/admin/groups', {
    category_id: 1,
    product_name: 'Audit Lamp',
    description: 'A lamp whose history is kept',
    price: 100,
    shipping: 5,
    max_quantity: 50,
    end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    supplier_zip: '75201',
    supplier_street: '1 Main St',
    supplier_city: 'Dallas',
    supplier_state: 'TX',
    radius_miles: 50,
    levels: [{ quantity_level: 10, discounted_price: 90 }],
  });
  expect(created.statusCode).toBe(200);
  const groupId = created.body.data.id as number;
  const edited = await call('PUT', `/api/admin/groups/${groupId}`, {
    product_name: 'Audit Lamp II',
    levels: [{ quantity_level: 10, discounted_price: 85 }],
  });
  expect(edited.statusCode).toBe(200);
  // The same values again change nothing, and write nothing.
  expect((await call('PUT', `/api/admin/groups/${groupId}`, { product_name: 'Audit Lamp II' })).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/groups/${groupId}/close`)).statusCode).toBe(200);

  const log = await call('GET', `/api/admin/audit-log?group_id=${groupId}`);
  expect(log.statusCode).toBe(200);
  const entries = log.body.data.entries as Array<Record<string, unknown>>;
  expect(entries.map((entry) => entry.action)).toEqual([
    'group.closed',
    'group.levels_changed',
    'group.updated',
    'group.created',
  ]);
  expect(entries[1]).toMatchObject({
    before: { levels: [{ quantity_level: 10, price_cents: 9000 }] },
    after: { levels: [{ quantity_level: 10, price_cents: 8500 }] },
  });
  expect(entries[2]).toMatchObject({
    before: { product_name: 'Audit Lamp' },
    after: { product_name: 'Audit Lamp II' },
    summary: `edited group ${groupId} (Audit Lamp II): product_name`,
  });
  expect(entries[3]).toMatchObject({
    before: null,
    actor_email: 'admin@example.com',
    summary: `created group ${groupId} (Audit Lamp)`,
  });
});

test('filters, paging by cursor, and staff without audit.read refused', async () => {
  const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await call(
    'PUT',
    `/api/admin/order-lines/${lineId}/status`,
    { status: 'shipping', tracking_company_name: 'DHL', tracking_number: 'D1' },
    fulfilment.token,
  );
  await call('PUT', `/api/admin/order-lines/${lineId}/status`, { status: 'completed' }, fulfilment.token);

  const byActor = await call('GET', `/api/admin/audit-log?actor_id=${fulfilment.id}&order_line_id=${lineId}`);
  expect(byActor.body.data.entries.map((e: { summary: string }) => e.summary)).toEqual([
    `delivered line ${lineId}`,
    `shipped line ${lineId} (DHL D1)`,
  ]);
  const byCustomer = await call('GET', `/api/admin/audit-log?customer_id=${buyer.id}&action=line.moved`);
  expect(byCustomer.body.data.total).toBeGreaterThanOrEqual(4);
  const today = new Date().toISOString().slice(0, 10);
  const inDays = await call('GET', `/api/admin/audit-log?from=${today}&to=${today}&order_line_id=${lineId}`);
  expect(inDays.body.data.total).toBe(2);
  const before = await call('GET', `/api/admin/audit-log?to=2000-01-01`);
  expect(before.body.data.total).toBe(0);
  const bad = await call('GET', '/api/admin/audit-log?action=line.deleted');
  expect(bad.statusCode).toBe(400);
  expect(bad.body.message).toMatch(/^action must be one of/);

  const get = (url: string) => call('GET', url);
  const { byPage, forward, backward } = await walkAdminList<{ cursor: string; audit_id: number }>(
    get,
    `/api/admin/audit-log?customer_id=${buyer.id}`,
    'entries',
    2,
  );
  expect(forward.map((row) => row.audit_id)).toEqual(byPage.map((row) => row.audit_id));
  expect(backward.map((row) => row.audit_id)).toEqual(byPage.map((row) => row.audit_id));
  expect(byPage.map((row) => row.audit_id)).toEqual([...byPage.map((row) => row.audit_id)].sort((a, b) => b - a));

  const refused = await call('GET', '/api/admin/audit-log', undefined, fulfilment.token);
  expect(refused).toMatchObject({ statusCode: 403, body: { message: 'You do not have the audit.read permission' } });
});

test('the CSV export: the filter, newest first, every column, cells a spreadsheet would run neutralised', async () => {
  const { lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await call('PUT', `/api/admin/order-lines/${lineId}/status`, {
    status: 'shipping',
    tracking_company_name: 'UPS',
    tracking_number: '1Z7',
  });
  // An entry whose text a spreadsheet would take for a formula.
  await recordAudit(
    t.handle.db,
    { id: null, email: '=cmd|calc', ip: null },
    {
      action: 'line.moved',
      subject: { type: 'order_line', id: lineId },
      orderLineId: lineId,
      summary: '=HYPERLINK("x")',
    },
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log.csv?order_line_id=${lineId}`,
    headers: { authorization: ownerToken },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
  expect(res.body.split('\n')[0]).toBe(
    'audit_id,created_at,actor_email,actor_id,ip,action,summary,subject_type,subject_id,customer_id,group_id,order_line_id,before,after',
  );
  const rows = parseCsv(res.body);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ actor_email: "'=cmd|calc", summary: `'=HYPERLINK("x")`, before: '', after: '' });
  expect(rows[1]).toMatchObject({
    actor_email: 'admin@example.com',
    action: 'line.moved',
    summary: `shipped line ${lineId} (UPS 1Z7)`,
    order_line_id: String(lineId),
    customer_id: String(buyer.id),
  });
  expect(JSON.parse(rows[1]!.after!)).toMatchObject({ status: 'shipping', tracking_number: '1Z7' });
  const refused = await t.app.inject({
    method: 'GET',
    url: '/api/admin/audit-log.csv',
    headers: { authorization: fulfilment.token },
  });
  expect(refused.statusCode).toBe(403);
});

test("documents reviewed and a customer's sessions ended are in the log", async () => {
  const pending = await t.handle.db
    .selectFrom('customer_documents')
    .select(['id', 'customer_id'])
    .where('status', '=', 'Pending')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  expect(
    (await call('POST', `/api/admin/documents/${pending.id}/reject`, { reason: 'Unreadable scan' })).statusCode,
  ).toBe(200);
  const ended = await call('DELETE', `/api/admin/customers/${buyer.id}/sessions`);
  expect(ended.statusCode).toBe(200);
  const documents = await call(
    'GET',
    `/api/admin/audit-log?customer_id=${pending.customer_id}&action=document.rejected`,
  );
  expect(documents.body.data.entries[0]).toMatchObject({
    subject_type: 'customer_document',
    subject_id: pending.id,
    before: { status: 'Pending' },
    after: { status: 'Rejected', reason: 'Unreadable scan' },
  });
  expect(documents.body.data.entries[0].summary).toMatch(/^rejected the .* document \d+ of .*: Unreadable scan$/);
  const sessions = await call('GET', `/api/admin/audit-log?customer_id=${buyer.id}&action=customer.sessions_ended`);
  expect(sessions.body.data.entries[0]).toMatchObject({ after: { sessions_ended: 1 } });
});
