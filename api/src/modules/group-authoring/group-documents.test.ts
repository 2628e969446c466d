import { renderPdf } from '../../seed/pdf-document';
import { loginAs } from '../../test/login';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// A group's product documents from the console (docs/decisions.md, "Group documents"):
// announced with the name shoppers see, PUT once to the signed URL, checked as a PDF,
// listed on the group page and served under /media/, removed again; on disk and on S3
// storage, on SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const SHEET = renderPdf('Product sheet', ['Made for the console test.']);
const FILE_NAME = 'Spec sheet (2026).pdf';

// The tests read answers loosely, as a client would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
type Answer = any;

function caller(t: () => TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string | null; payload?: unknown; contentType?: string } = {},
  ) => {
    const res = await t().app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
    return { statusCode: res.statusCode, body: res.json() as { message: string; data: Answer } };
  };
}

/** The upload URL's path and query on the API (the gateway serves /uploads/* as /api/uploads/*). */
const apiPathOf = (uploadUrl: string) => `/api${new URL(uploadUrl).pathname}${new URL(uploadUrl).search}`;

/** Runs the whole round trip on the storage `env` picks (none: local disk). */
function describeStorage(label: string, s3Env: () => Promise<{ env: NodeJS.ProcessEnv; stop: () => Promise<void> }>) {
  describe(`group documents on ${label}`, () => {
    let t: TestApp;
    let stop: () => Promise<void>;
    let adminToken: string;
    let customerToken: string;
    const call = caller(() => t);
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      call(method, url, { token: adminToken, payload });

    beforeAll(async () => {
      const storage = await s3Env();
      stop = storage.stop;
      t = await createTestApp({ env: storage.env });
      adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
      customerToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
      // On S3 the app copies the seeded media into the bucket as it starts: more than
      // jest's 30 s on a busy 2-core machine.
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await stop?.();
    });

    test('announce with a name, upload once, shoppers see and open it, remove it', async () => {
      const groupId = (await asAdmin('GET', '/api/admin/groups')).body.data.groups[0].id as number;
      const announced = await asAdmin('POST', `/api/admin/groups/${groupId}/documents`, {
        mime_type: 'application/pdf',
        file_name: `  ${FILE_NAME} `,
      });
      expect(announced).toMatchObject({ statusCode: 200, body: { message: 'Upload link created' } });
      const { upload_url: uploadUrl, document_url: documentUrl } = announced.body.data;
      expect(documentUrl).toMatch(new RegExp(`^/media/docs/g${groupId}-[0-9a-f]{32}\\.pdf$`));
      const put = (body: Buffer, url = apiPathOf(uploadUrl)) =>
        call('PUT', url, { payload: body, contentType: 'application/pdf' });

      // Not a PDF: refused, nothing listed.
      expect((await put(Buffer.from('<html>not a pdf</html>'))).body.message).toBe('File type not supported');
      // The name is part of what was signed: another name is a forged link.
      const renamed = apiPathOf(uploadUrl).replace(encodeURIComponent(FILE_NAME), 'Other.pdf');
      expect((await put(SHEET, renamed)).statusCode).toBe(403);

      const uploaded = await put(SHEET);
      expect(uploaded).toMatchObject({
        statusCode: 200,
        body: { message: 'Document uploaded', data: { document_url: documentUrl, file_name: FILE_NAME } },
      });
      // Single use.
      expect((await put(SHEET)).body).toMatchObject({ status: 403, message: 'Upload link is invalid or has expired' });

      const detail = await call('GET', `/api/group/${groupId}`);
      expect(detail.body.data.documentUrl).toContainEqual({ path: documentUrl, file_name: FILE_NAME });
      const admin = await asAdmin('GET', `/api/admin/groups/${groupId}`);
      expect(admin.body.data.documentUrl).toContainEqual({ path: documentUrl, file_name: FILE_NAME });
      const served = await t.app.inject({ method: 'GET', url: documentUrl.replace(/^\/media\//, '/api/media/') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(SHEET)).toBe(true);

      const removed = await asAdmin('POST', `/api/admin/groups/${groupId}/documents/remove`, {
        document_url: documentUrl,
      });
      expect(removed).toMatchObject({ statusCode: 200, body: { message: 'Document removed' } });
      expect(removed.body.data.documentUrl.map((doc: { path: string }) => doc.path)).not.toContain(documentUrl);
      const again = await asAdmin('POST', `/api/admin/groups/${groupId}/documents/remove`, {
        document_url: documentUrl,
      });
      expect(again).toMatchObject({
        statusCode: 400,
        body: { message: 'document_url is not a document of this group' },
      });
    });

    test('uploads racing on one link list the document once', async () => {
      const groupId = (await asAdmin('GET', '/api/admin/groups')).body.data.groups[1].id as number;
      const announced = await asAdmin('POST', `/api/admin/groups/${groupId}/documents`, {
        mime_type: 'application/pdf',
        file_name: 'Raced.pdf',
      });
      const { upload_url: uploadUrl, document_url: documentUrl } = announced.body.data;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('PUT', apiPathOf(uploadUrl), { payload: SHEET, contentType: 'application/pdf' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403]);
      const detail = await call('GET', `/api/group/${groupId}`);
      const listed = detail.body.data.documentUrl.filter((doc: { path: string }) => doc.path === documentUrl);
      expect(listed).toHaveLength(1);
    });

    test('bad input is a 400 naming the field; an unknown group is a 404; nothing is announced', async () => {
      expect(
        (await asAdmin('POST', '/api/admin/groups/1/documents', { mime_type: 'image/png', file_name: 'a.pdf' })).body
          .message,
      ).toBe('mime_type must be one of application/pdf');
      expect(
        (await asAdmin('POST', '/api/admin/groups/1/documents', { mime_type: 'application/pdf', file_name: ' ' })).body
          .message,
      ).toBe('file_name is required');
      expect(
        (await asAdmin('POST', '/api/admin/groups/1/documents', { mime_type: 'application/pdf', file_name: 'a/b.pdf' }))
          .body.message,
      ).toBe('file_name must be 1 to 120 characters without / \\ or control characters');
      expect(
        await asAdmin('POST', '/api/admin/groups/999999/documents', {
          mime_type: 'application/pdf',
          file_name: 'a.pdf',
        }),
      ).toMatchObject({ statusCode: 404, body: { message: 'Group not found' } });
      expect((await asAdmin('POST', '/api/admin/groups/1/documents/remove', {})).body.message).toBe(
        'document_url is required',
      );
    });

    test('a forged link is refused before its body is read; customers and visitors are refused', async () => {
      const forged = await call(
        'PUT',
        `/api/uploads/group-documents/g1-${'0'.repeat(32)}.pdf/x.pdf?expires=9999999999&signature=${'0'.repeat(64)}`,
        { payload: SHEET, contentType: 'application/pdf' },
      );
      expect(forged.statusCode).toBe(403);
      const body = { mime_type: 'application/pdf', file_name: 'a.pdf' };
      expect(
        (await call('POST', '/api/admin/groups/1/documents', { token: customerToken, payload: body })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/admin/groups/1/documents', { payload: body })).statusCode).toBe(401);
      expect(
        (
          await call('POST', '/api/admin/groups/1/documents/remove', {
            token: customerToken,
            payload: { document_url: 'x' },
          })
        ).statusCode,
      ).toBe(403);
    });
  });
}

describeStorage('local disk', async () => ({ env: {}, stop: async () => undefined }));
describeStorage('S3 storage', async () => {
  const s3: TestS3 = await startTestS3();
  return { env: s3.env, stop: () => s3.close() };
});
