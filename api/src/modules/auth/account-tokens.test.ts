import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../mail/outbox';
import { hashPassword } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FORGOT_ANSWER = {
  status: 200,
  message: 'If an account exists for this email, a password reset link has been sent.',
  data: null,
};

// One hash per password for the file: each costs about 0.4 s of a core (docs/decisions.md
// "Password hashing"), and accounts sharing a salt changes nothing these tests look at.
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

let counter = 0;
/** A verified customer of its own, so tests do not change each other's passwords. */
async function newCustomer(password = 'Before@123'): Promise<string> {
  const email = `reset${++counter}@example.com`;
  await t.handle.db
    .insertInto('customers')
    .values({
      email,
      password_hash: await hashOf(password),
      role: 'customer',
      customer_type: 'Individual',
      first_name: 'Rita',
      last_name: 'Reset',
      company_name: null,
      title: null,
      phone_number: '(214) 555-0150',
      is_tax_exempt: 0,
      email_verified_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    .execute();
  return email;
}

/** Asks for a reset link and waits for the work that runs after the answer (the mail). */
async function forgot(email: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/forgotPassword?requested_from=customer',
    payload: { email },
  });
  await t.app.backgroundWorkIdle();
  return res;
}
const check = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/check/token-expire', payload: { token } });
const reset = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/resetPassword', payload: body });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

function resetTokens(email: string): string[] {
  return readOutbox(t.config.outboxDir)
    .filter((m) => m.to === email)
    .map((m) => new URL(m.link).searchParams.get('reset_token')!);
}

describe('password reset', () => {
  test('forgot → mail → check → reset → login with the new password; the link works once', async () => {
    const email = await newCustomer();
    const res = await forgot(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    const mails = readOutbox(t.config.outboxDir).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password');
    expect(mails[0]!.link).toMatch(/^http:\/\/localhost:4000\/reset-password\?reset_token=[A-Za-z0-9_-]{43}$/);
    const [token] = resetTokens(email);

    expect((await check(token)).json()).toEqual({ status: 200, message: 'Token is valid', data: null });
    const done = await reset({ new_password: 'After@1234', confirm_password: 'After@1234', token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: 'Password reset successfully.', data: null });

    expect((await login(email, 'Before@123')).statusCode).toBe(400);
    expect((await login(email, 'After@1234')).statusCode).toBe(200);

    const reused = await reset({ new_password: 'Third@1234', confirm_password: 'Third@1234', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ status: 400, message: 'Your link has been expired', data: null });
    expect((await check(token)).json()).toEqual({ status: 400, message: 'Your link has been expired', data: null });
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const before = readOutbox(t.config.outboxDir).length;
    const res = await forgot('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    expect(readOutbox(t.config.outboxDir)).toHaveLength(before);
  });

  test('only the hash of the token is stored', async () => {
    const email = await newCustomer();
    await forgot(email);
    const [token] = resetTokens(email);
    const rows = await t.handle.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  test('a new request invalidates the older link', async () => {
    const email = await newCustomer();
    await forgot(email);
    await forgot(email);
    const [older, newer] = resetTokens(email);
    expect((await check(older)).statusCode).toBe(400);
    expect((await check(newer)).statusCode).toBe(200);
  });

  test('the link expires after an hour', async () => {
    const email = await newCustomer();
    await forgot(email);
    const [token] = resetTokens(email);
    await t.handle.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'password_reset')
      .execute();
    expect((await check(token)).statusCode).toBe(400);
    const res = await reset({ new_password: 'After@1234', confirm_password: 'After@1234', token });
    expect(res.json().message).toBe('Your link has been expired');
  });

  test('a reset ends every session of the account and clears its login throttling', async () => {
    const email = await newCustomer();
    const session = await loginAs(t.app, email, 'Before@123');
    for (let i = 0; i < 10; i++) await login(email, `Guess@${i}`);
    expect((await login(email, 'Before@123')).statusCode).toBe(429);

    await forgot(email);
    const [token] = resetTokens(email);
    expect((await reset({ new_password: 'After@1234', confirm_password: 'After@1234', token })).statusCode).toBe(200);

    const old = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: session } });
    expect(old.statusCode).toBe(401);
    expect((await login(email, 'After@1234')).statusCode).toBe(200);
  });

  test('a reset link also verifies an unverified account (it proves the address)', async () => {
    const email = await newCustomer();
    await t.handle.db.updateTable('customers').set({ email_verified_at: null }).where('email', '=', email).execute();
    await forgot(email);
    const [token] = resetTokens(email);
    await reset({ new_password: 'After@1234', confirm_password: 'After@1234', token });
    expect((await login(email, 'After@1234')).statusCode).toBe(200);
  });

  const weak = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';
  test.each([
    [{ confirm_password: 'After@1234' }, 'new_password is required'],
    [{ new_password: '', confirm_password: '' }, 'new_password is required'],
    [{ new_password: 'weakpass', confirm_password: 'weakpass' }, weak],
    [{ new_password: 'After@1234' }, 'confirm_password is required'],
    [{ new_password: 'After@1234', confirm_password: 'After@12345' }, 'Password and Confirm Password should be same'],
    [{ new_password: 'After@1234', confirm_password: 'After@1234', token: '' }, 'Your link has been expired'],
    [{ new_password: 'After@1234', confirm_password: 'After@1234', token: 'forged' }, 'Your link has been expired'],
  ])('reset with %j → 400 %s', async (body, message) => {
    const res = await reset({ token: 'x', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message, data: null });
  });

  test.each([
    [undefined, 'email is required'],
    ['not-an-email', 'email must be a valid email address'],
  ])('forgot with %j → 400 %s', async (email, message) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  test('check with a forged or missing token → 400', async () => {
    expect((await check('forged')).json()).toEqual({ status: 400, message: 'Your link has been expired', data: null });
    expect((await check(undefined)).statusCode).toBe(400);
  });
});
