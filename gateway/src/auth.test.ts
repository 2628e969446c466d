import { Readable } from 'node:stream';
import { awaitMail, startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

const LOGIN = /* GraphQL */ `
  mutation Login($email: EmailAddress!, $password: String!) {
    login(email: $email, password: $password) {
      token
      role
      zipCode
      message
      user {
        customerId
        firstName
        lastName
        name
        email
        companyName
        title
        phoneNumber
        customerType
      }
    }
  }
`;
const SESSION = '{ session { customerId email customerType } }';

let api: ApiProcess;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test('the demo shopper signs in and the token opens the session', async () => {
  const { status, body } = await gateway.graphql(LOGIN, { email: 'shopper@example.com', password: 'Shopper@123' });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const login = (body.data as { login: Record<string, unknown> & { token: string; user: Record<string, unknown> } })
    .login;
  expect(login).toEqual(
    expect.objectContaining({
      role: 'customer',
      zipCode: '75201',
      token: expect.any(String),
      message: expect.any(String),
    }),
  );
  expect(login.user).toEqual(
    expect.objectContaining({ email: 'shopper@example.com', customerType: 'INDIVIDUAL', companyName: '', title: '' }),
  );

  const session = await gateway.graphql(SESSION, {}, login.token);
  expect(session.status).toBe(200);
  expect(session.body.data).toEqual({
    session: { customerId: login.user.customerId, email: 'shopper@example.com', customerType: 'INDIVIDUAL' },
  });
});

test('a wrong password is a plain error with the API message, never 401', async () => {
  const { status, body } = await gateway.graphql(LOGIN, { email: 'shopper@example.com', password: 'Wrong@12345' });
  expect(status).toBe(200);
  expect(body.data).toBeNull();
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'Invalid email or password',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
});

test('an upstream 401 is UNAUTHENTICATED with HTTP status 401', async () => {
  for (const token of [undefined, 'forged-token']) {
    const { status, body } = await gateway.graphql(SESSION, {}, token);
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
});

test('logout ends the session: the same token is UNAUTHENTICATED (401) afterwards', async () => {
  const signIn = async () =>
    (
      (await gateway.graphql(LOGIN, { email: 'shopper@example.com', password: 'Shopper@123' })).body.data as {
        login: { token: string };
      }
    ).login.token;
  const token = await signIn();
  const other = await signIn();

  const out = await gateway.graphql('mutation { logout { message } }', {}, token);
  expect(out.status).toBe(200);
  expect(out.body).toEqual({ data: { logout: { message: 'Logged out' } } });

  const after = await gateway.graphql(SESSION, {}, token);
  expect(after.status).toBe(401);
  expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await gateway.graphql(SESSION, {}, other)).status).toBe(200);
});

test('errors carry no stack traces or schema hints', async () => {
  const { body } = await gateway.graphql('{ categoriez { id } }');
  expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
});

test('the business customer is typed BUSINESS', async () => {
  const { body } = await gateway.graphql(LOGIN, { email: 'business@example.com', password: 'Business@123' });
  const login = (body.data as { login: { user: { customerType: string } } }).login;
  expect(login.user.customerType).toBe('BUSINESS');
});

// ---- Accounts: sign-up with a document, verification, password reset ----

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
      customerId
      uploads {
        documentId
        fileName
        uploadUrl
        kind
      }
    }
  }
`;
const VERIFY = 'mutation Verify($token: String!) { verifyEmail(token: $token) { message } }';
const REQUEST_RESET =
  'mutation RequestReset($email: EmailAddress!) { requestPasswordReset(email: $email) { message } }';
const RESET_LINK_VALID = 'query ResetLinkValid($token: String!) { resetLinkValid(token: $token) }';

/** A tiny but real PDF: the API checks the magic bytes. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const businessSignUp = (email: string) => ({
  customerType: 'BUSINESS',
  companyName: 'Acme Ltd',
  title: 'Owner',
  firstName: 'Nina',
  lastName: 'New',
  email,
  phoneNumber: '(214) 555-0199',
  state: 'TX',
  city: 'Dallas',
  street: '100 Elm St',
  zipCode: '75201',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  isTaxExempt: true,
  taxDocument: { fileName: 'exemption.pdf', mimeType: 'application/pdf' },
});

async function login(email: string, password: string) {
  return gateway.graphql(LOGIN, { email, password });
}

// The journey on (verify from the mail, sign in) is the browser's: e2e/visitor-forms.e2e.test.ts
// (docs/architecture.md#which-suite-owns-what).
test('a business signs up and uploads its tax PDF through /uploads once; unverified, it cannot sign in yet', async () => {
  const email = 'nina.new@example.com';
  const { body } = await gateway.graphql(SIGN_UP, { input: businessSignUp(email) });
  expect(body.errors).toBeUndefined();
  const signUp = (
    body.data as {
      signUp: {
        message: string;
        customerId: string;
        uploads: { documentId: string; fileName: string; uploadUrl: string; kind: string }[];
      };
    }
  ).signUp;
  expect(signUp.message).toMatch(/check your email/i);
  expect(signUp.customerId).toMatch(/^\d+$/);
  expect(signUp.uploads).toEqual([
    {
      documentId: expect.stringMatching(/^\d+$/),
      fileName: 'exemption.pdf',
      uploadUrl: expect.any(String),
      kind: 'TAX',
    },
  ]);

  // The browser PUTs the bytes to the upload URL, which lives on the gateway's origin.
  const uploadUrl = new URL(signUp.uploads[0]!.uploadUrl);
  expect(uploadUrl.pathname).toMatch(/^\/uploads\//);
  const put = await gateway.app.inject({
    method: 'PUT',
    url: uploadUrl.pathname + uploadUrl.search,
    headers: { 'content-type': 'application/pdf' },
    payload: TINY_PDF,
  });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toEqual(expect.objectContaining({ message: 'File Uploaded Successfully' }));

  // The URL works once.
  const again = await gateway.app.inject({
    method: 'PUT',
    url: uploadUrl.pathname + uploadUrl.search,
    headers: { 'content-type': 'application/pdf' },
    payload: TINY_PDF,
  });
  expect(again.statusCode).toBe(403);

  // Not verified yet: the API's message, as a plain input error.
  const early = await login(email, 'Secret@123');
  expect(early.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

test('a verification link that is not valid is the API message as BAD_USER_INPUT', async () => {
  const { body } = await gateway.graphql(VERIFY, { token: 'not-a-token' });
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'Verification link is invalid or has expired.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
});

test('signing up twice with one e-mail is the API conflict message as BAD_USER_INPUT', async () => {
  const { body } = await gateway.graphql(SIGN_UP, {
    input: { ...businessSignUp('shopper@example.com'), isTaxExempt: false, taxDocument: null },
  });
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'An account with this email already exists.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 409 }),
    }),
  ]);
});

// A reset through the mailed link is the browser's journey (e2e/visitor-forms.e2e.test.ts) and
// its rules the API's (api/src/modules/auth/account-tokens.test.ts).
test('an unknown reset link is simply not valid, never an error', async () => {
  const { status, body } = await gateway.graphql(RESET_LINK_VALID, { token: 'bad' });
  expect(status).toBe(200);
  expect(body).toEqual({ data: { resetLinkValid: false } });
});

test('a reset request for an unknown e-mail answers like a known one', async () => {
  const { body } = await gateway.graphql(REQUEST_RESET, { email: 'nobody@example.com' });
  expect(body.errors).toBeUndefined();
  expect((body.data as { requestPasswordReset: { message: string } }).requestPasswordReset.message).toMatch(
    /If an account exists/,
  );
});

test('an upload larger than the limit, sent chunked with no size, gets the 413 and its message, not an outage', async () => {
  const { body } = await gateway.graphql(SIGN_UP, { input: businessSignUp('big.file@example.com') });
  const uploadUrl = new URL(
    (body.data as { signUp: { uploads: { uploadUrl: string }[] } }).signUp.uploads[0]!.uploadUrl,
  );
  const chunk = Buffer.alloc(1024 * 1024, 0x25);
  const eleven = Readable.from(
    (function* () {
      for (let i = 0; i < 11; i += 1) yield chunk;
    })(),
  );
  const put = await gateway.app.inject({
    method: 'PUT',
    url: uploadUrl.pathname + uploadUrl.search,
    headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
    payload: eleven,
  });
  expect(put.statusCode).toBe(413);
  expect(put.json()).toEqual({ status: 413, message: 'File is too large. The maximum size is 10 MB.' });
});

// ---- A signed-in password change (docs/decisions.md "Changing a password while signed in") ----

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`;

test('changePassword: a wrong current password is BAD_USER_INPUT; the right one changes it and signs the other devices out', async () => {
  const email = 'carla.change@example.com';
  const signUp = await gateway.graphql(SIGN_UP, {
    input: { ...businessSignUp(email), customerType: 'INDIVIDUAL', isTaxExempt: false, taxDocument: null },
  });
  expect(signUp.body.errors).toBeUndefined();
  const mail = await awaitMail(api.outboxDir, email, /\/user\/verify\?token=/);
  const verified = await gateway.graphql(VERIFY, { token: new URL(mail.link).searchParams.get('token') });
  expect(verified.body.errors).toBeUndefined();
  const tokenOf = async (password: string) =>
    ((await login(email, password)).body.data as { login: { token: string } }).login.token;
  const laptop = await tokenOf('Secret@123');
  const phone = await tokenOf('Secret@123');

  const input = (current: string) => ({
    currentPassword: current,
    newPassword: 'Fresh@4567',
    confirmPassword: 'Fresh@4567',
  });
  const signedOut = await gateway.graphql(CHANGE_PASSWORD, { input: input('Secret@123') });
  expect(signedOut.status).toBe(401);
  expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  const wrong = await gateway.graphql(CHANGE_PASSWORD, { input: input('Wrong@1234') }, laptop);
  expect(wrong.status).toBe(200);
  expect(wrong.body.data).toBeNull();
  expect(wrong.body.errors).toEqual([
    expect.objectContaining({
      message: 'Current password is incorrect',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);

  const changed = await gateway.graphql(CHANGE_PASSWORD, { input: input('Secret@123') }, laptop);
  expect(changed.body).toEqual({ data: { changePassword: { message: 'Password changed successfully.' } } });
  expect((await gateway.graphql(SESSION, {}, laptop)).status).toBe(200);
  expect((await gateway.graphql(SESSION, {}, phone)).status).toBe(401);
  expect((await login(email, 'Secret@123')).body.errors?.[0]?.message).toBe('Invalid email or password');
  expect((await login(email, 'Fresh@4567')).body.errors).toBeUndefined();
});
