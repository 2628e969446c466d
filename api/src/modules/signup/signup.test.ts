import { RATE_LIMITS } from '../../lib/rate-limits';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readOutbox } from '../mail/outbox';
import { createUploadSigner } from '../documents/upload-signing';
import { mailLayoutOf } from '../mail/mail-layout';
import { createMailQueue } from '../mail/mail-queue';
import { sendDueMail } from '../mail/mail-sender';
import { createSignupService } from './signup.service';
import { createDocumentFiles } from '../documents/document-files';
import { createFileStorage } from '../../storage/create-file-storage';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const uniqueEmail = () => `new.customer${++counter}@example.com`;

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    address_type: 'BILLING_ADDRESS',
    first_name: 'Nina',
    last_name: 'New',
    email: uniqueEmail(),
    phone_number: '(214) 555-0199',
    city: 'Dallas',
    state: 'TX',
    street: '100 Elm St',
    zip_code: '75201',
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    customer_type: 'Individual',
    is_tax_exempt: false,
    ...overrides,
  };
}

let signUps = 0;
const signup = (body: Record<string, unknown>) =>
  // Each sign-up from its own address: this file signs up far more often than the
  // per-address limit allows one shopper (that limit has its own test).
  t.app.inject({
    method: 'POST',
    url: '/api/customer_signup',
    payload: body,
    headers: { 'x-forwarded-for': `198.51.100.${(signUps += 1) % 250}` },
  });
const mailsTo = async (email: string) => {
  await t.app.jobs.drain();
  return readOutbox(t.config.outboxDir).filter((m) => m.to === email);
};

describe('POST /api/customer_signup', () => {
  test('a Business customer: unverified account, both addresses, Pending documents, upload URLs, mail', async () => {
    const body = payload({
      customer_type: 'Business',
      company_name: 'Acme Ltd',
      title: 'Owner',
      is_tax_exempt: true,
      tax_exempt_doc: { mime_type: PDF, file_name: 'exemption.pdf' },
      other_docs: [{ mime_type: DOCX, file_name: '../../etc/passwd.docx' }],
    });
    const res = await signup(body);
    expect(res.statusCode).toBe(200);
    const urlPattern =
      /^http:\/\/localhost:4000\/uploads\/[0-9a-f]{32}\.(pdf|docx)\?expires=\d+&signature=[0-9a-f]{64}$/;
    expect(res.json()).toEqual({
      status: 200,
      message: 'Registered successfully. Please check your email to verify your account.',
      data: {
        customer_id: expect.any(Number),
        tax_doc_uploadUrls: [
          { doc_id: expect.any(Number), file_name: 'exemption.pdf', uploadURL: expect.stringMatching(urlPattern) },
        ],
        other_docs_uploadUrls: [
          {
            doc_id: expect.any(Number),
            file_name: '../../etc/passwd.docx',
            uploadURL: expect.stringMatching(urlPattern),
          },
        ],
      },
    });
    const { customer_id } = res.json().data;
    const customer = await t.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      email: body.email,
      customer_type: 'Business',
      company_name: 'Acme Ltd',
      title: 'Owner',
      is_tax_exempt: 1,
      email_verified_at: null,
    });
    expect(customer.password_hash).not.toContain('Secret@123');
    const addresses = await t.handle.db
      .selectFrom('addresses')
      .select(['address_type', 'street', 'zip_code', 'country', 'email'])
      .where('customer_id', '=', customer_id)
      .orderBy('address_type')
      .execute();
    expect(addresses).toEqual([
      {
        address_type: 'BILLING_ADDRESS',
        street: '100 Elm St',
        zip_code: '75201',
        country: 'United States',
        email: body.email,
      },
      {
        address_type: 'SHIPPING_ADDRESS',
        street: '100 Elm St',
        zip_code: '75201',
        country: 'United States',
        email: body.email,
      },
    ]);
    const docs = await t.handle.db
      .selectFrom('customer_documents')
      .select(['doc_type', 'status', 'uploaded_at', 'storage_key'])
      .where('customer_id', '=', customer_id)
      .orderBy('id')
      .execute();
    expect(docs).toEqual([
      {
        doc_type: 'tax_exempt',
        status: 'Pending',
        uploaded_at: null,
        storage_key: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
      },
      {
        doc_type: 'other',
        status: 'Pending',
        uploaded_at: null,
        storage_key: expect.stringMatching(/^[0-9a-f]{32}\.docx$/),
      },
    ]);
    const [mail] = await mailsTo(body.email as string);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.link).toMatch(/^http:\/\/localhost:4000\/user\/verify\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    // The real MIME message sits beside the summary.
    expect(fs.readdirSync(t.config.outboxDir).some((name) => path.extname(name) === '.eml')).toBe(true);
  });

  test('sign-up → mail → verify → login; the link works once', async () => {
    const body = payload();
    expect((await signup(body)).statusCode).toBe(200);
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: body.email, password: 'Secret@123' } });
    expect((await login()).json().message).toBe('Please verify your email address before logging in.');

    const token = new URL((await mailsTo(body.email as string))[0]!.link).searchParams.get('token');
    const verify = () => t.app.inject({ method: 'PUT', url: '/api/user/verify', payload: { token } });
    const verified = await verify();
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 200, message: 'Email verified successfully.', data: null });
    expect((await login()).statusCode).toBe(200);

    // The same link opened again says so, instead of 'not verified'.
    const again = await verify();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 200, message: 'Your email address is already verified.', data: null });
  });

  test('the verification link expires after 48 hours', async () => {
    const body = payload();
    const { customer_id } = (await signup(body)).json().data;
    await t.handle.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', customer_id)
      .execute();
    const token = new URL((await mailsTo(body.email as string))[0]!.link).searchParams.get('token');
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/verify', payload: { token } });
    expect(res.statusCode).toBe(400);
  });

  test.each([[{}], [{ token: '' }], [{ token: 'forged' }], [{ token: 42 }]])('verify with %j → 400', async (body) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/verify', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification link is invalid or has expired.');
  });

  test('an Individual: country defaults, no tax exemption, documents are not stored', async () => {
    const res = await signup(
      payload({
        is_tax_exempt: true,
        other_docs: [{ mime_type: PDF, file_name: 'x.pdf' }],
        company_name: '',
        title: null,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { customer_id, tax_doc_uploadUrls, other_docs_uploadUrls } = res.json().data;
    expect(tax_doc_uploadUrls).toEqual([]);
    expect(other_docs_uploadUrls).toEqual([]);
    const customer = await t.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ customer_type: 'Individual', is_tax_exempt: 0, company_name: null, title: null });
  });

  test('a duplicate e-mail, in any case, is a 409 and writes nothing', async () => {
    const before = await t.handle.db.selectFrom('customers').select('id').execute();
    const res = await signup(payload({ email: 'Shopper@Example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: 'An account with this email already exists.', data: null });
    expect(await t.handle.db.selectFrom('customers').select('id').execute()).toHaveLength(before.length);
  });

  test('two simultaneous sign-ups with one e-mail: one account, the other a 409', async () => {
    const body = payload();
    const answers = await Promise.all([signup(body), signup({ ...body, email: String(body.email).toUpperCase() })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.handle.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', String(body.email))
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('a password of 128 characters is taken whole: the account signs in with it, not with its first 72', async () => {
    const password = `Long@1${'x'.repeat(122)}`;
    const body = payload({ password, confirmPassword: password });
    const res = await signup(body);
    expect(res.statusCode).toBe(200);
    await t.handle.db
      .updateTable('customers')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', res.json().data.customer_id)
      .execute();
    const login = (attempt: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: body.email, password: attempt } });
    expect((await login(password.slice(0, 72))).statusCode).toBe(400);
    expect((await login(password)).statusCode).toBe(200);
  });

  const weak = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';
  test.each([
    [{ first_name: '' }, 'first_name is required'],
    [{ last_name: undefined }, 'last_name is required'],
    [{ email: 'nope' }, 'email must be a valid email address'],
    [{ phone_number: '(214) 555-01999' }, 'phone_number must be at most 14 characters'],
    [{ phone_number: '' }, 'phone_number is required'],
    [{ street: '' }, 'street is required'],
    [{ city: '' }, 'city is required'],
    [{ state: undefined }, 'state is required'],
    [{ zip_code: '7520' }, 'zip_code must be exactly 5 digits'],
    [{ zip_code: 'abcde' }, 'zip_code must be exactly 5 digits'],
    [{ password: 'short@1', confirmPassword: 'short@1' }, weak],
    [{ password: 'NoDigits@', confirmPassword: 'NoDigits@' }, weak],
    [{ password: 'NoSpecial123', confirmPassword: 'NoSpecial123' }, weak],
    [{ password: 'Bad^Char123', confirmPassword: 'Bad^Char123' }, weak],
    [{ password: '' }, 'password is required'],
    [
      { password: `Long@1${'x'.repeat(123)}`, confirmPassword: `Long@1${'x'.repeat(123)}` },
      'password must be at most 128 characters',
    ],
    [{ confirmPassword: 'Secret@124' }, 'Passwords must match'],
    [{ confirmPassword: '' }, 'confirmPassword is required'],
    [{ customer_type: 'Robot' }, 'customer_type must be Individual or Business'],
    [{ is_tax_exempt: 'maybe' }, 'is_tax_exempt must be true or false'],
    [{ address_type: 'SHIPPING_ADDRESS' }, 'address_type must be BILLING_ADDRESS'],
    [{ customer_type: 'Business', is_tax_exempt: true }, 'A file is required'],
    [{ customer_type: 'Business', is_tax_exempt: true, tax_exempt_doc: [] }, 'A file is required'],
    [
      { customer_type: 'Business', tax_exempt_doc: { mime_type: 'image/png', file_name: 'a.png' } },
      'File type not supported',
    ],
    [{ other_docs: [{ mime_type: 'text/html', file_name: 'a.html' }] }, 'File type not supported'],
    [{ other_docs: [{ mime_type: PDF }] }, 'file_name is required'],
    [
      { other_docs: Array.from({ length: 11 }, () => ({ mime_type: PDF, file_name: 'a.pdf' })) },
      'other_docs must have at most 10 files',
    ],
  ])('bad input %j → 400 %s, nothing written', async (overrides, message) => {
    const body = payload(overrides);
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message, data: null });
    const row = await t.handle.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', String(body.email))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  test('a failed verification mail is logged without the token and waits for a retry; the account stands', async () => {
    const logged: unknown[][] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const service = createSignupService(t.handle.db, {
      mail: createMailQueue(() => undefined),
      files: createDocumentFiles(
        createFileStorage(t.config),
        createUploadSigner(t.config.signingSecret, t.config.publicUrl),
        t.config.uploadMaxBytes,
      ),
      config: t.config,
    });
    // Mail the file's earlier sign-ups left due goes first (the app sends it in the
    // background, later on a busy machine), so that only this sign-up's mail is due below.
    await sendDueMail(
      t.handle.db,
      { send: async () => undefined },
      { maxAttempts: 3, retrySeconds: 30, layout: mailLayoutOf(t.config), log },
    );
    const email = uniqueEmail();
    const result = await service.signup({
      email,
      password: 'Secret@123',
      customer_type: 'Individual',
      first_name: 'Mo',
      last_name: 'Mailless',
      company_name: null,
      title: null,
      phone_number: '(214) 555-0190',
      is_tax_exempt: false,
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Elm St',
      zip_code: '75201',
      tax_exempt_doc: [],
      other_docs: [],
    });
    const failing = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const summary = await sendDueMail(t.handle.db, failing, {
      maxAttempts: 3,
      retrySeconds: 30,
      layout: mailLayoutOf(t.config),
      log,
    });
    expect(summary).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(logged).toHaveLength(1);
    expect(logged[0]![1]).toBe('mail failed; will retry');
    expect(JSON.stringify(logged)).not.toMatch(/token/);
    const queued = await t.handle.db
      .selectFrom('mail_outbox')
      .select(['state', 'attempts'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ state: 'queued', attempts: 1 });
    const row = await t.handle.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
    expect(row?.id).toBe(result.customer_id);
  });
});

describe('sign-up limits', () => {
  test('one address creating accounts in a burst is held to the limit, counted under concurrency', async () => {
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customer_signup',
          payload: payload({ email: `burst-${i}-${Date.now()}@example.com` }),
          headers: { 'x-forwarded-for': '203.0.113.77' },
        }),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(RATE_LIMITS.signUps.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(16 - RATE_LIMITS.signUps.max);
    expect(burst.find((res) => res.statusCode === 429)!.json().message).toBe(
      'Too many requests. Please try again later.',
    );
  });
});
