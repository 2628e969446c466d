import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';

// docs/decisions.md "Document caps": small caps so the test reaches them.
let t: TestApp;
let token: string;
let businessId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { DOCUMENTS_MAX_PER_CUSTOMER: '6', UPLOAD_URLS_MAX_OPEN: '3' } });
  token = await loginAs(t.app, 'business@example.com', 'Business@123');
  businessId = (
    await t.handle.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'business@example.com')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

const PDF = 'application/pdf';
const files = (n: number, name: string) =>
  Array.from({ length: n }, (_, i) => ({ mime_type: PDF, doc_filename: `${name}-${i}.pdf` }));
const announce = (n: number, name: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer',
    headers: { authorization: token },
    payload: { new_other_docs: files(n, name), ...extra },
  });
const documents = () =>
  t.handle.db
    .selectFrom('customer_documents')
    .select(['id', 'file_name', 'uploaded_at'])
    .where('customer_id', '=', businessId)
    .orderBy('id')
    .execute();
/** What the file's arrival through its upload URL records. */
const arrive = (ids: number[]) =>
  t.handle.db
    .updateTable('customer_documents')
    .set({ uploaded_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();

test('open upload URLs and kept documents are capped per customer, with a 409 naming the cap', async () => {
  // The demo business keeps one tax document.
  expect((await documents()).filter((d) => d.uploaded_at !== null)).toHaveLength(1);

  const first = await announce(3, 'first');
  expect(first.statusCode).toBe(200);
  const before = await documents();

  const tooManyOpen = await announce(1, 'one-more');
  expect(tooManyOpen.statusCode).toBe(409);
  expect(tooManyOpen.json().message).toBe(
    'At most 3 documents can wait for their upload at once; 3 are waiting. Upload those, or try again after 30 minutes.',
  );
  expect(await documents()).toEqual(before);

  await arrive(first.json().data.other_docs_uploadUrls.map((u: { doc_id: number }) => u.doc_id));
  const tooManyKept = await announce(3, 'second');
  expect(tooManyKept.statusCode).toBe(409);
  expect(tooManyKept.json().message).toBe(
    'You can keep at most 6 documents; you have 4. Delete some before adding more.',
  );
  expect(await documents()).toHaveLength(4);

  // Deleting in the same update makes room for what it adds.
  const [, deleteMe] = await documents();
  const swap = await announce(3, 'swap', { delete_other_docs: [deleteMe!.id] });
  expect(swap.statusCode).toBe(200);
  expect(await documents()).toHaveLength(6);
});

test('an upload URL that expired unused no longer counts; two updates at once cannot pass the cap together', async () => {
  const open = (await documents()).filter((d) => d.uploaded_at === null);
  expect(open).toHaveLength(3);
  await t.handle.db
    .updateTable('customer_documents')
    .set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
    .where(
      'id',
      'in',
      open.map((d) => d.id),
    )
    .execute();

  // 3 kept of 6: room for 3 more; each of these five asks for 2, so only the first fits.
  const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => announce(2, `race-${i}`)));
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  for (const refused of answers.filter((a) => a.statusCode !== 200)) {
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You can keep at most 6 documents|^At most 3 documents can wait/);
  }
  expect((await documents()).filter((d) => d.file_name.startsWith('race-'))).toHaveLength(2);
});
