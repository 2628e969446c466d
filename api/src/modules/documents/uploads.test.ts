import { renderPdf } from '../../seed/pdf-document';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contentMatchesType } from './file-type';
import { createUploadSigner } from './upload-signing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const tinyPdf = renderPdf('Exemption', ['certificate']);
const docBytes = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const docxBytes = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('word/document.xml'),
]);

let counter = 0;
type UploadUrl = { doc_id: number; uploadURL: string };

/** Signs up a Business customer announcing one document of each given type; answers the upload URLs. */
async function announce(types: string[]): Promise<[UploadUrl, ...UploadUrl[]]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer_signup',
    payload: {
      first_name: 'Ula',
      last_name: 'Upload',
      email: `upload${++counter}@example.com`,
      phone_number: '(214) 555-0177',
      city: 'Dallas',
      state: 'TX',
      street: '1 Main St',
      zip_code: '75201',
      password: 'Upload@123',
      confirmPassword: 'Upload@123',
      customer_type: 'Business',
      other_docs: types.map((mime_type, i) => ({ mime_type, file_name: `file-${i}` })),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.other_docs_uploadUrls;
}

/** The public URL (/uploads/...) as the API path the gateway forwards it to. */
const apiPath = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return `/api${url.pathname}${url.search}`;
};
const put = (url: string, body: Buffer, contentType = PDF) =>
  t.app.inject({ method: 'PUT', url: apiPath(url), headers: { 'content-type': contentType }, payload: body });
const INVALID_LINK = { status: 403, message: 'Upload link is invalid or has expired', data: null };

describe('PUT /api/uploads/:key', () => {
  test('stores a real PDF once, marks the document uploaded, and serves it by its signed GET URL', async () => {
    const [{ doc_id, uploadURL }] = await announce([PDF]);
    const res = await put(uploadURL, tinyPdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'File Uploaded Successfully',
      data: { doc_id, file_name: 'file-0' },
    });
    const row = await t.handle.db
      .selectFrom('customer_documents')
      .selectAll()
      .where('id', '=', doc_id)
      .executeTakeFirstOrThrow();
    expect(row.uploaded_at).not.toBeNull();

    // Single use.
    const again = await put(uploadURL, tinyPdf);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(INVALID_LINK);

    const signer = createUploadSigner(t.config.signingSecret, t.config.publicUrl);
    const get = await t.app.inject({ method: 'GET', url: apiPath(signer.url('GET', row.storage_key, 60)) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe(PDF);
    expect(get.headers['content-disposition']).toBe('inline; filename="file-0"');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.rawPayload.equals(tinyPdf)).toBe(true);
  });

  test('doc and docx files with their real signatures are accepted, as octet-stream too, and only downloaded', async () => {
    const [doc, docx] = await announce([DOC, DOCX]);
    expect((await put(doc.uploadURL, docBytes, DOC)).statusCode).toBe(200);
    expect((await put(docx!.uploadURL, docxBytes, 'application/octet-stream')).statusCode).toBe(200);

    const row = await t.handle.db
      .selectFrom('customer_documents')
      .select('storage_key')
      .where('id', '=', docx!.doc_id)
      .executeTakeFirstOrThrow();
    const signer = createUploadSigner(t.config.signingSecret, t.config.publicUrl);
    const get = await t.app.inject({ method: 'GET', url: apiPath(signer.url('GET', row.storage_key, 60)) });
    expect(get.headers['content-type']).toBe(DOCX);
    expect(get.headers['content-disposition']).toBe('attachment; filename="file-1"');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a fake PDF (wrong magic bytes) or another type than announced is refused; the URL stays usable', async () => {
    const [{ uploadURL }] = await announce([PDF]);
    for (const fake of [Buffer.from('<html><script>alert(1)</script></html>'), docBytes, Buffer.alloc(0)]) {
      const res = await put(uploadURL, fake);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'File type not supported', data: null });
    }
    expect((await put(uploadURL, tinyPdf)).statusCode).toBe(200);
  });

  test('an expired, forged or GET-signed URL is a 403 and stores nothing', async () => {
    const [{ uploadURL }] = await announce([PDF]);
    const url = new URL(uploadURL);
    const key = url.pathname.split('/').pop()!;
    const signer = createUploadSigner(t.config.signingSecret, t.config.publicUrl);
    const expired = signer.url('PUT', key, -1);
    const forged = uploadURL.replace(/signature=[0-9a-f]/, (s) =>
      s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`,
    );
    const otherSecret = createUploadSigner('another-secret-another-secret-0123456789', t.config.publicUrl).url(
      'PUT',
      key,
      60,
    );
    const later = uploadURL.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 3600}`);
    const noQuery = `${url.origin}${url.pathname}`;
    for (const bad of [expired, forged, otherSecret, later, noQuery, signer.url('GET', key, 60)]) {
      const res = await put(bad, tinyPdf);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID_LINK);
    }
    // A well-signed key this server never issued (or a path trick) is refused the same way.
    expect((await put(signer.url('PUT', 'a'.repeat(32) + '.pdf', 60), tinyPdf)).statusCode).toBe(403);
    expect((await put(uploadURL, tinyPdf)).statusCode).toBe(200);
  });

  test('a file over UPLOAD_MAX_BYTES is a 413', async () => {
    const [{ uploadURL }] = await announce([PDF]);
    const big = Buffer.concat([tinyPdf, Buffer.alloc(t.config.uploadMaxBytes)]);
    const res = await put(uploadURL, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: 'File is too large. The maximum size is 10 MB.', data: null });
  });

  test('an unsupported content type is refused', async () => {
    const [{ uploadURL }] = await announce([PDF]);
    const res = await put(uploadURL, tinyPdf, 'text/html');
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/uploads/:key', () => {
  test('needs a valid GET signature; a file not uploaded yet is a 404', async () => {
    const token = await loginAs(t.app, 'business@example.com', 'Business@123');
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: token } });
    const id = profile.json().data.user.customer_id;
    const row = await t.handle.db
      .selectFrom('customer_documents')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    const signer = createUploadSigner(t.config.signingSecret, t.config.publicUrl);
    // The seeded demo document is served.
    const ok = await t.app.inject({ method: 'GET', url: apiPath(signer.url('GET', row.storage_key, 60)) });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const put = signer.url('PUT', row.storage_key, 60);
    expect((await t.app.inject({ method: 'GET', url: apiPath(put) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPath(signer.url('GET', row.storage_key, -1)) })).statusCode,
    ).toBe(403);

    const [{ uploadURL }] = await announce([PDF]);
    const pendingKey = new URL(uploadURL).pathname.split('/').pop()!;
    const pending = await t.app.inject({ method: 'GET', url: apiPath(signer.url('GET', pendingKey, 60)) });
    expect(pending.statusCode).toBe(404);
  });
});

describe('contentMatchesType', () => {
  test('recognises each type by its bytes only', () => {
    expect(contentMatchesType(tinyPdf, PDF)).toBe(true);
    expect(contentMatchesType(docBytes, DOC)).toBe(true);
    expect(contentMatchesType(docxBytes, DOCX)).toBe(true);
    expect(contentMatchesType(tinyPdf, DOC)).toBe(false);
    expect(contentMatchesType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), DOCX)).toBe(false);
    expect(contentMatchesType(tinyPdf, 'image/png')).toBe(false);
  });
});
