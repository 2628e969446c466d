import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  const customer = await createCustomer(t.handle.db);
  customerToken = customer.token;
  customerId = customer.id;
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function pendingDocument(): Promise<number> {
  counter += 1;
  const now = new Date().toISOString();
  const { id } = await t.handle.db
    .insertInto('customer_documents')
    .values({
      customer_id: customerId,
      doc_type: 'tax_exempt',
      file_name: `exemption-${counter}.pdf`,
      mime_type: 'application/pdf',
      storage_key: `${String(counter).padStart(32, '0')}.pdf`,
      uploaded_at: now,
      status: 'Pending',
      reason: null,
      expires_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function call(method: 'GET' | 'POST', url: string, payload?: object, token = adminToken) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('admin documents', () => {
  test('lists pending documents', async () => {
    const id = await pendingDocument();
    const res = await call('GET', '/api/admin/documents?status=Pending');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.documents.find((d: { doc_id: number }) => d.doc_id === id)).toMatchObject({
      customer_id: customerId,
      doc_type: 'tax_exempt',
      uploaded: true,
      status: 'Pending',
    });
    expect((await call('GET', '/api/admin/documents?status=Maybe')).statusCode).toBe(400);
  });

  test('by cursor, all or one customer’s: exactly the documents of the pages, oldest first', async () => {
    for (let i = 0; i < 5; i += 1) await pendingDocument();
    const get = (url: string) => call('GET', url);
    type Row = { cursor: string; doc_id: number; url?: string };
    // Each answer signs its file links anew (their expiry counts from the answer), so the
    // walks are compared without them.
    const unsigned = (rows: Row[]) => rows.map(({ url: _url, ...row }) => row);
    for (const url of ['/api/admin/documents', `/api/admin/documents?customer_id=${customerId}&status=Pending`]) {
      const { byPage, forward, backward } = await walkAdminList<Row>(get, url, 'documents', 2);
      expect(byPage.length).toBeGreaterThanOrEqual(5);
      expect(unsigned(forward)).toEqual(unsigned(byPage));
      expect(unsigned(backward)).toEqual(unsigned(byPage));
      const ids = byPage.map((document) => document.doc_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  test("a document answers a signed link to its file and its customer's exemption now, which follows approval", async () => {
    await t.handle.db
      .updateTable('customers')
      .set({ customer_type: 'Business', is_tax_exempt: 1 })
      .where('id', '=', customerId)
      .execute();
    const id = await pendingDocument();
    const listed = (await call('GET', '/api/admin/documents?status=Pending&page_size=100')).body.data.documents.find(
      (d: { doc_id: number }) => d.doc_id === id,
    );
    expect(listed.url).toMatch(/\/uploads\/0+\d+\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(listed.customer_name).toMatch(/\S+ \S+/);
    const exemptBefore = listed.customer_tax_exempt as boolean;
    const res = await call('POST', `/api/admin/documents/${id}/approve`, {});
    expect(res.body.data).toMatchObject({ status: 'Approved', customer_tax_exempt: true });
    expect(exemptBefore).toBe(false);
  });

  test('approves with an expiry, once', async () => {
    const id = await pendingDocument();
    const year = new Date().getUTCFullYear() + 1;
    const res = await call('POST', `/api/admin/documents/${id}/approve`, { expires_at: `${year}-06-30` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Approved', expires_at: `${year}-06-30T23:59:59.999Z` });
    const again = await call('POST', `/api/admin/documents/${id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Document is Approved; only Pending documents can be reviewed');
  });

  test('approval without expiry; a past or malformed expiry is a 400', async () => {
    const id = await pendingDocument();
    for (const expires of ['2001-01-01', '30/06/2030', '2030-13-45']) {
      const res = await call('POST', `/api/admin/documents/${id}/approve`, { expires_at: expires });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('expires_at must be a future date as YYYY-MM-DD');
    }
    const res = await call('POST', `/api/admin/documents/${id}/approve`);
    expect(res.body.data).toMatchObject({ status: 'Approved', expires_at: null });
  });

  test('rejection needs a reason', async () => {
    const id = await pendingDocument();
    let res = await call('POST', `/api/admin/documents/${id}/reject`, {});
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('reason is required');
    res = await call('POST', `/api/admin/documents/${id}/reject`, { reason: 'Unreadable scan' });
    expect(res.body.data).toMatchObject({ status: 'Rejected', reason: 'Unreadable scan' });
  });

  test('unknown ids are a 404; customers get a 403', async () => {
    expect((await call('POST', '/api/admin/documents/999999/reject', { reason: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/documents', undefined, customerToken)).statusCode).toBe(403);
  });
});
