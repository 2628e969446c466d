import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopperToken: string;
let businessToken: string;
let shopperId: number;
let businessId: number;
beforeAll(async () => {
  t = await createTestApp();
  shopperToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
  businessToken = await loginAs(t.app, 'business@example.com', 'Business@123');
  const id = async (email: string) =>
    (await t.handle.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  shopperId = await id('shopper@example.com');
  businessId = await id('business@example.com');
});
afterAll(async () => {
  await t.close();
});

const PDF = 'application/pdf';
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const update = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/customer', headers: { authorization: token }, payload });
const FORBIDDEN = { status: 403, message: "You cannot access another customer's data", data: null };

describe('GET /api/customer/:id', () => {
  test('answers the own customer record without the password hash', async () => {
    const res = await get(`/api/customer/${shopperId}`, shopperToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Customer fetched',
      data: {
        id: shopperId,
        email: 'shopper@example.com',
        role: 'customer',
        customer_type: 'Individual',
        first_name: 'Sam',
        last_name: 'Shopper',
        company_name: null,
        title: null,
        phone_number: '(214) 555-0100',
        is_tax_exempt: false,
        email_verified: true,
        created_at: expect.any(String),
      },
    });
    expect(res.body).not.toContain('password');
  });

  test("another customer's id, or an unknown one, is the same 403", async () => {
    for (const id of [businessId, 999999]) {
      const res = await get(`/api/customer/${id}`, shopperToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  test('401 without or with a forged token; 400 for a bad id', async () => {
    expect((await get(`/api/customer/${shopperId}`)).statusCode).toBe(401);
    expect((await get(`/api/customer/${shopperId}`, 'forged')).statusCode).toBe(401);
    const bad = await get('/api/customer/abc', shopperToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a positive integer');
  });
});

describe('GET /api/customer/profile/:customer_id', () => {
  test('answers the business profile with its documents, billing address and addresses', async () => {
    const res = await get(`/api/customer/profile/${businessId}`, businessToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: businessId,
      address_id: expect.any(Number),
      address_type: 'BILLING_ADDRESS',
      title: 'Purchasing Manager',
      company_name: 'Lone Star Supply Co.',
      first_name: 'Bella',
      last_name: 'Business',
      email: 'business@example.com',
      phone_number: '(512) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Austin',
      street: '301 Congress Ave',
      zip_code: '78701',
      customer_type: 'Business',
      is_tax_exempt: true,
      expiration_message: null,
      tax_exempt_doc: [
        {
          doc_id: expect.any(Number),
          doc_filename: 'texas-sales-tax-exemption-certificate.pdf',
          mime_type: PDF,
          docUrl: expect.stringMatching(
            /^http:\/\/localhost:4000\/uploads\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
          ),
          is_verified: false,
          is_rejected: false,
          reason: null,
          expires_at: null,
        },
      ],
      other_docs: [],
      addressInfo: expect.arrayContaining([
        expect.objectContaining({ address_type: 'BILLING_ADDRESS', zip_code: '78701' }),
      ]),
    });
    // The docUrl opens the file through the API.
    const url = new URL(data.tax_exempt_doc[0].docUrl);
    const file = await get(`/api${url.pathname}${url.search}`);
    expect(file.statusCode).toBe(200);
  });

  test('null title and company become empty text for an Individual', async () => {
    const data = (await get(`/api/customer/profile/${shopperId}`, shopperToken)).json().data;
    expect(data).toMatchObject({
      title: '',
      company_name: '',
      is_tax_exempt: false,
      tax_exempt_doc: [],
      other_docs: [],
    });
    expect(data.addressInfo.map((a: { address_type: string }) => a.address_type)).toEqual([
      'BILLING_ADDRESS',
      'SHIPPING_ADDRESS',
    ]);
  });

  test('an approved tax document that has expired yields the expiration message', async () => {
    const doc = await t.handle.db
      .selectFrom('customer_documents')
      .select('id')
      .where('customer_id', '=', businessId)
      .executeTakeFirstOrThrow();
    const setDoc = (values: { status: 'Pending' | 'Approved'; expires_at: string | null }) =>
      t.handle.db.updateTable('customer_documents').set(values).where('id', '=', doc.id).execute();
    await setDoc({ status: 'Approved', expires_at: '2024-03-15T00:00:00.000Z' });
    const expired = (await get(`/api/customer/profile/${businessId}`, businessToken)).json().data;
    expect(expired.expiration_message).toBe(
      'Your tax exemption document expired on 03/15/2024. Please upload a new document.',
    );
    expect(expired.tax_exempt_doc[0]).toMatchObject({ is_verified: true, expires_at: '2024-03-15T00:00:00.000Z' });
    await setDoc({ status: 'Approved', expires_at: '2999-01-01T00:00:00.000Z' });
    expect((await get(`/api/customer/profile/${businessId}`, businessToken)).json().data.expiration_message).toBeNull();
    await setDoc({ status: 'Pending', expires_at: null });
  });

  test("another customer's profile is a 403; no token a 401", async () => {
    const res = await get(`/api/customer/profile/${businessId}`, shopperToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await get(`/api/customer/profile/${businessId}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/customer', () => {
  test('updates the customer and the billing address and answers the refreshed session user', async () => {
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    const res = await update(token, {
      first_name: 'Samuel',
      last_name: 'Shopper',
      phone_number: '(214) 555-0101',
      title: 'Buyer',
      company_name: '',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1600 Main St',
      zip_code: '75202',
      is_tax_exempt: true,
      new_other_docs: [{ mime_type: PDF, doc_filename: 'x.pdf' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Profile updated successfully.',
      data: {
        // An Individual has no documents or exemption (docs/product.md#roles): the files are not announced.
        taxDoc_uploadUrls: [],
        other_docs_uploadUrls: [],
        user: {
          customer_id: shopperId,
          first_name: 'Samuel',
          last_name: 'Shopper',
          name: 'Samuel Shopper',
          email: 'shopper@example.com',
          company_name: null,
          title: 'Buyer',
          phone_number: '(214) 555-0101',
          customer_type: 'Individual',
          zip_code: '75202',
        },
      },
    });
    const profile = (await get(`/api/customer/profile/${shopperId}`, token)).json().data;
    expect(profile).toMatchObject({ street: '1600 Main St', zip_code: '75202', is_tax_exempt: false, title: 'Buyer' });
    // The shipping address is its own.
    expect(profile.addressInfo[1]).toMatchObject({ address_type: 'SHIPPING_ADDRESS', street: '2200 Ross Ave' });
  });

  test('announces new documents with upload URLs and deletes Pending ones; approved ones stay', async () => {
    const res = await update(businessToken, {
      new_tax_exempt_doc: { mime_type: PDF, doc_filename: 'new-cert.pdf' },
      new_other_docs: [{ mime_type: PDF, doc_filename: 'w9.pdf' }],
    });
    expect(res.statusCode).toBe(200);
    const { taxDoc_uploadUrls, other_docs_uploadUrls } = res.json().data;
    expect(taxDoc_uploadUrls).toEqual([
      { doc_id: expect.any(Number), file_name: 'new-cert.pdf', uploadURL: expect.stringContaining('/uploads/') },
    ]);
    expect(other_docs_uploadUrls).toHaveLength(1);
    const otherId = other_docs_uploadUrls[0].doc_id;
    const newTaxId = taxDoc_uploadUrls[0].doc_id;

    await t.handle.db
      .updateTable('customer_documents')
      .set({ status: 'Approved' })
      .where('id', '=', newTaxId)
      .execute();
    const refused = await update(businessToken, { delete_tax_doc: newTaxId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, message: 'Approved documents cannot be deleted.', data: null });
    expect((await update(businessToken, { delete_tax_doc: true })).statusCode).toBe(400);

    expect((await update(businessToken, { delete_other_docs: [otherId] })).statusCode).toBe(200);
    const profile = (await get(`/api/customer/profile/${businessId}`, businessToken)).json().data;
    expect(profile.other_docs).toEqual([]);
    expect(profile.tax_exempt_doc).toHaveLength(2);
  });

  test("deleting another customer's document is a 404 and changes nothing", async () => {
    const foreign = await t.handle.db
      .selectFrom('customer_documents')
      .select('id')
      .where('customer_id', '=', businessId)
      .executeTakeFirstOrThrow();
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    for (const body of [{ delete_other_docs: [foreign.id] }, { delete_tax_doc: foreign.id, first_name: 'Changed' }]) {
      const res = await update(token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Document not found', data: null });
    }
    const me = await t.handle.db
      .selectFrom('customers')
      .select('first_name')
      .where('id', '=', shopperId)
      .executeTakeFirstOrThrow();
    expect(me.first_name).not.toBe('Changed');
    expect(
      await t.handle.db.selectFrom('customer_documents').select('id').where('id', '=', foreign.id).executeTakeFirst(),
    ).toBeDefined();
  });

  test('tax exemption needs a tax document: deleting the last one without a new one is refused', async () => {
    // A fresh Business account with one Pending tax document.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer_signup',
      payload: {
        first_name: 'Tess',
        last_name: 'Tax',
        email: 'tess.tax@example.com',
        phone_number: '(214) 555-0160',
        city: 'Dallas',
        state: 'TX',
        street: '5 Oak St',
        zip_code: '75201',
        password: 'TaxTax@123',
        confirmPassword: 'TaxTax@123',
        customer_type: 'Business',
        is_tax_exempt: true,
        tax_exempt_doc: [{ mime_type: PDF, file_name: 'cert.pdf' }],
      },
    });
    const { customer_id, tax_doc_uploadUrls } = signup.json().data;
    await t.handle.db
      .updateTable('customers')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', customer_id)
      .execute();
    const token = await loginAs(t.app, 'tess.tax@example.com', 'TaxTax@123');
    const res = await update(token, { delete_tax_doc: tax_doc_uploadUrls[0].doc_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A file is required');
    const replaced = await update(token, {
      delete_tax_doc: true,
      new_tax_exempt_doc: [{ mime_type: PDF, doc_filename: 'cert-2024.pdf' }],
    });
    expect(replaced.statusCode).toBe(200);
    const off = await update(token, { is_tax_exempt: false, delete_tax_doc: true });
    expect(off.statusCode).toBe(200);
    const profile = (await get(`/api/customer/profile/${customer_id}`, token)).json().data;
    expect(profile).toMatchObject({ is_tax_exempt: false, tax_exempt_doc: [] });
  });

  test.each([
    [{ first_name: '' }, 'first_name is required'],
    [{ last_name: '  ' }, 'last_name is required'],
    [{ phone_number: '123456789012345' }, 'phone_number must be at most 14 characters'],
    [{ street: '' }, 'street is required'],
    [{ city: '' }, 'city is required'],
    [{ state: '' }, 'state is required'],
    [{ country: '' }, 'country is required'],
    [{ zip_code: '123' }, 'zip_code must be exactly 5 digits'],
    [{ is_tax_exempt: 'x' }, 'is_tax_exempt must be true or false'],
    [{ new_other_docs: [{ mime_type: 'image/gif', doc_filename: 'a.gif' }] }, 'File type not supported'],
    [{ new_tax_exempt_doc: { mime_type: PDF } }, 'doc_filename is required'],
    [{ delete_tax_doc: 'abc' }, 'delete_tax_doc must be true, false or a document id'],
    [{ delete_other_docs: ['x'] }, 'delete_other_docs must be a list of document ids'],
  ])('bad input %j → 400 %s', async (payload, message) => {
    const res = await update(businessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message, data: null });
  });

  test('401 without or with a forged token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/customer', payload: {} })).statusCode).toBe(401);
    expect((await update('forged', { first_name: 'X' })).statusCode).toBe(401);
  });
});
