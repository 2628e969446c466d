import { renderPdf } from '../../seed/pdf-document';
import { loginAs } from '../../test/login';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import fs from 'node:fs';

// Documents and media on S3-compatible storage (S3_BUCKET), against a real S3 server the
// test starts (test/s3-server.ts): uploads go from the "browser" (fetch) straight to a
// presigned URL, reads through presigned GETs; on SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let s3: TestS3;
let t: TestApp;
// The app copies the seeded media into the bucket as it starts: more than jest's 30 s on a
// busy 2-core machine (the whole suite runs beside the browser tests).
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const PDF = 'application/pdf';
const DOC = 'application/msword';
const tinyPdf = renderPdf('Exemption', ['certificate']);

type Announced = { doc_id: number; uploadURL: string };

async function businessToken(): Promise<string> {
  return loginAs(t.app, 'business@example.com', 'Business@123');
}

/** Announces one new document on the business account's profile; answers its upload target. */
async function announce(token: string, mimeType = PDF): Promise<Announced> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/customer',
    headers: { authorization: token },
    payload: { new_other_docs: [{ mime_type: mimeType, doc_filename: 'w9.pdf' }] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.other_docs_uploadUrls[0];
}

const browserPut = (url: string, body: Buffer, contentType = PDF) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

async function fileLink(token: string, docId: number) {
  return t.app.inject({ method: 'GET', url: `/api/documents/${docId}/file`, headers: { authorization: token } });
}

const customerIdOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: token } })).json().data.user
    .customer_id as number;

const profileDocs = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/profile/${await customerIdOf(token)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.other_docs as {
    doc_id: number;
    docUrl: string | null;
    is_rejected: boolean;
    reason: string | null;
  }[];
};

const row = (id: number) =>
  t.handle.db.selectFrom('customer_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('customer documents on S3', () => {
  test('upload through a presigned URL; counted once checked; the owner reads it by a presigned GET', async () => {
    const token = await businessToken();
    const { doc_id, uploadURL } = await announce(token);
    // The upload target is the bucket itself, not the API.
    expect(uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/documents/incoming/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');

    // The signature covers the content type: another type is refused by the store.
    expect((await browserPut(uploadURL, tinyPdf, 'text/html')).status).toBe(403);
    const put = await browserPut(uploadURL, tinyPdf);
    expect(put.status).toBe(200);
    // Arrived but not yet checked: not counted.
    expect((await row(doc_id)).uploaded_at).toBeNull();

    const listed = (await profileDocs(token)).find((doc) => doc.doc_id === doc_id)!;
    expect((await row(doc_id)).uploaded_at).not.toBeNull();
    expect(listed.docUrl).toContain(`${s3.endpoint}/${s3.bucket}/documents/`);
    expect(listed.docUrl).not.toContain('incoming');
    const read = await fetch(listed.docUrl!);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe(PDF);
    expect(read.headers.get('content-disposition')).toBe('inline; filename="w9.pdf"');
    expect(Buffer.from(await read.arrayBuffer()).equals(tinyPdf)).toBe(true);

    // A second PUT to the same (still valid) URL lands in incoming/ again and is never served.
    expect((await browserPut(uploadURL, Buffer.from('<html>overwritten</html>'))).status).toBe(200);
    const again = (await profileDocs(token)).find((doc) => doc.doc_id === doc_id)!;
    const reread = await fetch(again.docUrl!);
    expect(Buffer.from(await reread.arrayBuffer()).equals(tinyPdf)).toBe(true);
  });

  test('a file whose bytes are not its declared type is refused and never counted', async () => {
    const token = await businessToken();
    const { doc_id, uploadURL } = await announce(token);
    // The store takes any bytes with the signed content type; the API's check is what refuses them.
    expect((await browserPut(uploadURL, Buffer.from('<html><script>alert(1)</script></html>'))).status).toBe(200);
    const listed = (await profileDocs(token)).find((doc) => doc.doc_id === doc_id)!;
    expect(listed).toMatchObject({ docUrl: null, is_rejected: true, reason: 'File type not supported' });
    expect(await row(doc_id)).toMatchObject({ uploaded_at: null, status: 'Rejected' });
    // Nothing of it is kept in the bucket.
    const link = await fileLink(token, doc_id);
    expect(link.statusCode).toBe(404);
    expect(link.json().message).toBe('File not found');
  });

  test('a file over UPLOAD_MAX_BYTES is refused after arrival', async () => {
    const token = await businessToken();
    const { doc_id, uploadURL } = await announce(token, DOC);
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const big = Buffer.concat([ole2, Buffer.alloc(t.config.uploadMaxBytes)]);
    expect((await browserPut(uploadURL, big, DOC)).status).toBe(200);
    await profileDocs(token);
    expect(await row(doc_id)).toMatchObject({
      uploaded_at: null,
      status: 'Rejected',
      reason: 'File is too large. The maximum size is 10 MB.',
    });
  });

  test("read links go to the owner or an admin only; another customer's read is refused", async () => {
    const owner = await businessToken();
    const { doc_id, uploadURL } = await announce(owner);
    expect((await browserPut(uploadURL, tinyPdf)).status).toBe(200);

    const shopper = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    const refused = await fileLink(shopper, doc_id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, message: 'Document not found', data: null });

    // The admin's look is also when the arrived file is checked and counted.
    const admin = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
    const granted = await fileLink(admin, doc_id);
    expect(granted.statusCode).toBe(200);
    const { url, expires_in } = granted.json().data;
    expect(expires_in).toBe(900);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(
      Buffer.from(await read.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await fileLink(owner, doc_id)).statusCode).toBe(200);
    // No link at all without a session.
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doc_id}/file` })).statusCode).toBe(401);
  });

  test('a presigned read link past its expiry is refused by the store', async () => {
    const owner = await businessToken();
    const { doc_id, uploadURL } = await announce(owner);
    expect((await browserPut(uploadURL, tinyPdf)).status).toBe(200);
    await profileDocs(owner);
    const files = (await import('./document-files')).createDocumentFiles(
      (await import('../../storage/create-file-storage')).createFileStorage(t.config),
      (await import('./upload-signing')).createUploadSigner(t.config.signingSecret, t.config.publicUrl),
      t.config.uploadMaxBytes,
    );
    const url = await files.readUrl(await row(doc_id), 1, new Date());
    expect((await fetch(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  test('the seeded demo document lives in the bucket and the disk upload routes are not served', async () => {
    const owner = await businessToken();
    const [seeded] = await t.handle.db
      .selectFrom('customer_documents')
      .selectAll()
      .where('customer_id', '=', await customerIdOf(owner))
      .where('doc_type', '=', 'tax_exempt')
      .execute();
    const link = await fileLink(owner, seeded!.id);
    expect(link.statusCode).toBe(200);
    expect((await fetch(link.json().data.url)).status).toBe(200);
    expect(fs.existsSync(t.config.uploadDir)).toBe(false);
    const put = await t.app.inject({ method: 'PUT', url: `/api/uploads/${seeded!.storage_key}`, payload: tinyPdf });
    expect(put.statusCode).toBe(404);
  });
});

describe('catalogue media on S3', () => {
  test('seeded images and documents are served from the bucket with their headers', async () => {
    expect(fs.existsSync(t.config.mediaDir)).toBe(false);
    const image = await t.handle.db.selectFrom('group_images').select('path').orderBy('id').executeTakeFirstOrThrow();
    const url = image.path.replace(/^\/media\//, '/api/media/');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // The bytes come from the bucket: the object is there (s3rver has no bucket policy to
    // keep this read out; a real bucket stays private and only the API reads it).
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/media/${image.path.replace(/^\/media\//, '')}`);
    expect(await direct.text()).toBe(res.body);

    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    const doc = await t.handle.db.selectFrom('group_documents').select('path').orderBy('id').executeTakeFirstOrThrow();
    const pdf = await t.app.inject({ method: 'GET', url: doc.path.replace(/^\/media\//, '/api/media/') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe(PDF);
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  test.each([
    '/api/media/groups/999999-1.svg',
    '/api/media/../secret.txt',
    '/api/media/%2e%2e/x',
    '/api/media/',
    '/api/media/groups/',
  ])('%s → 404 like any missing file', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Not found', data: null });
  });
});
