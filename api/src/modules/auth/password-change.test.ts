import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../mail/outbox';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle';
import { hashPassword } from './password';

// POST /api/user/change-password (docs/decisions.md "Changing a password while signed in"),
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BEFORE = 'Before@123';
const AFTER = 'After@4567';
const beforeHash = hashPassword(BEFORE);

let counter = 0;
/** A verified customer of its own with the password BEFORE. */
async function newCustomer(): Promise<{ id: number; email: string }> {
  const email = `change${++counter}-${Date.now()}@example.com`;
  const { id } = await t.handle.db
    .insertInto('customers')
    .values({
      email,
      password_hash: await beforeHash,
      role: 'customer',
      customer_type: 'Individual',
      first_name: 'Chad',
      last_name: 'Change',
      company_name: null,
      title: null,
      phone_number: '(214) 555-0160',
      is_tax_exempt: 0,
      email_verified_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email };
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

const login = (email: string, password: string, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, headers: from(ip) });

async function signIn(email: string, password = BEFORE, ip?: string): Promise<string> {
  const res = await login(email, password, ip);
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

const change = (token: string, body: Record<string, unknown>, ip = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/change-password',
    headers: { authorization: token, ...from(ip) },
    payload: body,
  });

const changeTo = (next: string, current = BEFORE) => ({
  current_password: current,
  new_password: next,
  confirm_password: next,
});

const sessionStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: token } })).statusCode;

test('without a session: 401', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/change-password', payload: changeTo(AFTER) });
  expect(res.statusCode).toBe(401);
});

test('the right current password: changed, this session kept, the other sessions ended, a mail sent', async () => {
  const { email } = await newCustomer();
  const other = await newCustomer();
  const token = await signIn(email);
  const secondDevice = await signIn(email);
  const otherCustomers = await signIn(other.email);

  const res = await change(token, changeTo(AFTER));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 200, message: 'Password changed successfully.', data: null });

  expect(await sessionStatus(token)).toBe(200);
  expect(await sessionStatus(secondDevice)).toBe(401);
  expect(await sessionStatus(otherCustomers)).toBe(200);
  expect((await login(email, BEFORE)).json()).toMatchObject({ status: 400, message: 'Invalid email or password' });
  expect((await login(email, AFTER)).statusCode).toBe(200);

  await t.app.backgroundWorkIdle();
  const mails = readOutbox(t.config.outboxDir).filter((mail) => mail.to === email);
  expect(mails.map((mail) => mail.subject)).toEqual(['Your password was changed']);
  expect(mails[0]!.text).toContain('every other device signed in to it was signed out');
  expect(mails[0]!.link).toBe(`${t.config.publicUrl}/forgot-password`);
});

test('a wrong current password: 400, nothing changes, and no mail', async () => {
  const { email } = await newCustomer();
  const token = await signIn(email);
  const secondDevice = await signIn(email);

  const res = await change(token, changeTo(AFTER, 'Wrong@1234'));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 400, message: 'Current password is incorrect', data: null });
  expect(await sessionStatus(secondDevice)).toBe(200);
  expect((await login(email, AFTER)).statusCode).toBe(400);
  expect((await login(email, BEFORE)).statusCode).toBe(200);
  await t.app.backgroundWorkIdle();
  expect(readOutbox(t.config.outboxDir).filter((mail) => mail.to === email)).toEqual([]);
});

test.each([
  [{ new_password: AFTER, confirm_password: AFTER }, 'current_password is required'],
  [{ current_password: '', new_password: AFTER, confirm_password: AFTER }, 'current_password is required'],
  [{ current_password: BEFORE, confirm_password: AFTER }, 'new_password is required'],
  [
    { current_password: BEFORE, new_password: 'weakpass', confirm_password: 'weakpass' },
    'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  ],
  [{ current_password: BEFORE, new_password: AFTER }, 'confirm_password is required'],
  [
    { current_password: BEFORE, new_password: AFTER, confirm_password: 'After@4568' },
    'Password and Confirm Password should be same',
  ],
  [
    { current_password: BEFORE, new_password: BEFORE, confirm_password: BEFORE },
    'New password must be different from the current password',
  ],
])('%j: 400 %s, the password stays', async (body, message) => {
  const { email } = await newCustomer();
  const token = await signIn(email);
  const res = await change(token, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, message });
  expect((await login(email, BEFORE)).statusCode).toBe(200);
});

test('wrong current passwords count as failed logins for that account and address', async () => {
  const { email } = await newCustomer();
  const token = await signIn(email, BEFORE, '203.0.113.50');
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
    const res = await change(token, changeTo(AFTER, `Guess@${i}xx`), '203.0.113.50');
    expect(res.json().message).toBe('Current password is incorrect');
  }
  const tooMany = { status: 429, message: 'Too many login attempts. Please try again later.', data: null };
  // The limit reached: the right password is refused too, here and at login from this address.
  expect((await change(token, changeTo(AFTER), '203.0.113.50')).json()).toEqual(tooMany);
  expect((await login(email, BEFORE, '203.0.113.50')).json()).toEqual(tooMany);
  // Another address is not locked out, and the password never changed.
  expect((await login(email, AFTER, '203.0.113.51')).statusCode).toBe(400);
  expect((await login(email, BEFORE, '203.0.113.51')).statusCode).toBe(200);
});

test('failed logins count against a change the same way', async () => {
  const { email } = await newCustomer();
  const token = await signIn(email, BEFORE, '203.0.113.60');
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
    expect((await login(email, `Guess@${i}xx`, '203.0.113.60')).statusCode).toBe(400);
  }
  expect((await change(token, changeTo(AFTER), '203.0.113.60')).statusCode).toBe(429);
  expect((await change(token, changeTo(AFTER), '203.0.113.61')).statusCode).toBe(200);
});

test('five changes sent at once with the same current password: one succeeds, the others are told it is incorrect', async () => {
  const { email } = await newCustomer();
  const token = await signIn(email);
  const candidates = Array.from({ length: 5 }, (_, i) => `Racer@${i}000`);
  const answers = await Promise.all(candidates.map((next) => change(token, changeTo(next))));
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().message)).toEqual(
    Array(4).fill('Current password is incorrect'),
  );
  // The winner's password is the one that works; the session that changed it stays.
  const winner = candidates[codes.indexOf(200)]!;
  for (const candidate of candidates) {
    expect((await login(email, candidate)).statusCode).toBe(candidate === winner ? 200 : 400);
  }
  expect(await sessionStatus(token)).toBe(200);
  await t.app.backgroundWorkIdle();
  expect(readOutbox(t.config.outboxDir).filter((mail) => mail.to === email)).toHaveLength(1);
});
