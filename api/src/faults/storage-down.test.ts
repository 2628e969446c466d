import { renderPdf } from '../seed/pdf-document';
import { STORAGE_UNAVAILABLE } from '../storage/storage-unavailable';
import { loginAs } from '../test/login';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { startTcpProxy, type TcpProxy, type Way } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';

// The S3 server stops in the middle of an upload and of a download (docs/decisions.md#faults).
// The API reaches the test's S3 server (test/s3-server.ts) through a TCP proxy
// (test/tcp-proxy.ts) that stops, half-way through the chosen transfer, as a crash would:
// the connection is cut and new ones are refused. The client gets a 503 saying the file
// storage is not answering, never a 500; nothing is half-recorded (no picture listed without
// its file, no document counted without its checked copy); and once the store is back the
// same request succeeds. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let s3: TestS3;
let proxy: TcpProxy;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  t = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` } });
}, 60_000);
// A test that failed half-way leaves the next one a working store.
afterEach(() => storeBack());
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await s3?.close();
});

/**
 * The store stops half-way through the first chunk of the transfer `request` starts (an
 * HTTP request line to the bucket, e.g. `PUT /shop-test/media/`) going `way`; answers
 * whether it did.
 */
function stopDuring(way: Way, request: string): () => boolean {
  let stopped = false;
  proxy.tap = (_chunk, chunkWay, current) => {
    if (stopped || chunkWay !== way || !current.startsWith(request)) return 'pass';
    stopped = true;
    return 'stop';
  };
  return () => stopped;
}

/** The store is back (it listens again, on the same address). */
async function storeBack(): Promise<void> {
  proxy.tap = undefined;
  await proxy.start();
}

function expectUnavailable(answer: { statusCode: number; json(): unknown }): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toEqual({
    status: 503,
    message: STORAGE_UNAVAILABLE,
    data: null,
    request_id: expect.any(String),
  });
}

test('stopped during a download: 503, and the same download works once the store is back', async () => {
  const image = await t.handle.db.selectFrom('group_images').select('path').orderBy('id').executeTakeFirstOrThrow();
  const url = image.path.replace(/^\/media\//, '/api/media/');
  const stopped = stopDuring('to-client', `GET /${s3.bucket}/media/`);
  const cut = await t.app.inject({ method: 'GET', url });
  expect(stopped()).toBe(true);
  expectUnavailable(cut);
  // Not kept by a browser or a CDN as the file.
  expect(cut.headers['cache-control']).toBeUndefined();

  await storeBack();
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.body).toMatch(/^<svg /);
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

test("stopped during a group picture's upload: 503, the picture not listed; the same link works once it is back", async () => {
  const admin = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  const group = await t.handle.db.selectFrom('groups').select('id').orderBy('id').executeTakeFirstOrThrow();
  const announced = await t.app.inject({
    method: 'POST',
    url: `/api/admin/groups/${group.id}/images`,
    headers: { authorization: admin },
    payload: { mime_type: 'image/png' },
  });
  const { upload_url: uploadUrl, image_url: imageUrl } = announced.json().data as {
    upload_url: string;
    image_url: string;
  };
  const link = new URL(uploadUrl);
  const upload = () =>
    t.app.inject({
      method: 'PUT',
      url: `/api${link.pathname}${link.search}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
  const pictures = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` }))
      .json()
      .data.productImage.map((image: { imageUrl: string }) => image.imageUrl);

  const stopped = stopDuring('to-server', `PUT /${s3.bucket}/media/`);
  const cut = await upload();
  expect(stopped()).toBe(true);
  expectUnavailable(cut);
  expect(await pictures()).not.toContain(imageUrl);

  await storeBack();
  expect((await upload()).statusCode).toBe(200);
  expect(await pictures()).toContain(imageUrl);
  const served = await t.app.inject({ method: 'GET', url: `/api${imageUrl}` });
  expect(served.rawPayload.equals(PNG)).toBe(true);
});

test("stopped while the API checks and keeps a customer's document: 503, never counted without its file", async () => {
  const owner = await loginAs(t.app, 'business@example.com', 'Business@123');
  const announced = await t.app.inject({
    method: 'PUT',
    url: '/api/customer',
    headers: { authorization: owner },
    payload: { new_other_docs: [{ mime_type: 'application/pdf', doc_filename: 'w9.pdf' }] },
  });
  const { doc_id: docId, uploadURL } = announced.json().data.other_docs_uploadUrls[0] as {
    doc_id: number;
    uploadURL: string;
  };
  const pdf = renderPdf('Exemption', ['certificate']);
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  expect(put.status).toBe(200);
  const fileLink = () =>
    t.app.inject({ method: 'GET', url: `/api/documents/${docId}/file`, headers: { authorization: owner } });
  const row = () =>
    t.handle.db
      .selectFrom('customer_documents')
      .select(['uploaded_at', 'status'])
      .where('id', '=', docId)
      .executeTakeFirstOrThrow();

  // Reading the arrived file to check it.
  let stopped = stopDuring('to-client', `GET /${s3.bucket}/documents/incoming/`);
  expectUnavailable(await fileLink());
  expect(stopped()).toBe(true);
  expect(await row()).toEqual({ uploaded_at: null, status: 'Pending' });
  await storeBack();

  // Writing the checked copy it then keeps.
  stopped = stopDuring('to-server', `PUT /${s3.bucket}/documents/`);
  expectUnavailable(await fileLink());
  expect(stopped()).toBe(true);
  expect(await row()).toEqual({ uploaded_at: null, status: 'Pending' });
  await storeBack();

  // Clearing the arrived file once the copy is kept: the document counts (a bucket rule
  // expires what is left under incoming/).
  stopped = stopDuring('to-server', `DELETE /${s3.bucket}/documents/incoming/`);
  const counted = await fileLink();
  expect(stopped()).toBe(true);
  expect(counted.statusCode).toBe(200);
  expect((await row()).uploaded_at).not.toBeNull();
  await storeBack();

  const read = await fetch((await fileLink()).json().data.url as string);
  expect(read.status).toBe(200);
  expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true);
});
