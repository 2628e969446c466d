import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer } from '../checkout/commerce.fixtures';
import { TOTP_REQUIRED } from '../auth/auth.service';
import { TOTP_SETUP_REQUIRED } from '../auth/sign-in-scope';
import { createStaff, type TestStaff } from '../../test/staff-accounts';
import { ONLY_STAFF, WRONG_SETUP_CODE } from './staff-totp.service';
import { TOTP_BEFORE_REQUIRING } from './staff.service';

// Staff sign-in with a TOTP second factor (issue 38): setup, enable with a code, then a
// sign-in needs the code (401 TOTP_REQUIRED without it, and no session), a wrong or used
// code is refused and counted as a failed login, and an owner can require it of every
// staff account. Codes are made here with otplib, as an authenticator app makes them.

let t: TestApp;
let address = 0;
const PASSWORD = 'Fulfilment@2026';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = '', ip?: string) {
  address += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: token, 'x-forwarded-for': ip ?? `10.40.0.${address}` },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** A code of the step `offset` steps from now (30 s each). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Sets TOTP up and turns it on for a staff member; answers the secret. */
async function turnOnTotp(staff: TestStaff): Promise<string> {
  const setup = await call('POST', '/api/user/totp/setup', undefined, staff.token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url: url } = setup.body.data as { secret: string; otpauth_url: string };
  expect(url).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(url).searchParams.get('secret')).toBe(secret);
  expect((await call('POST', '/api/user/totp/enable', { code: await codeAt(secret) }, staff.token)).statusCode).toBe(
    200,
  );
  return secret;
}

const sessionsOf = async (id: number) =>
  (await t.handle.db.selectFrom('sessions').select('id').where('customer_id', '=', id).execute()).length;

test('a staff member turns TOTP on; the secret is never stored in the clear', async () => {
  const staff = await createStaff(t.handle.db, 'fulfilment', { password: PASSWORD });
  const setup = await call('POST', '/api/user/totp/setup', undefined, staff.token);
  const { secret } = setup.body.data as { secret: string };
  const stored = await t.handle.db
    .selectFrom('staff_members')
    .select('totp_secret')
    .where('customer_id', '=', staff.id)
    .executeTakeFirstOrThrow();
  expect(stored.totp_secret).not.toContain(secret);
  // Not in force before a right code.
  expect((await call('POST', '/api/user/login', { email: staff.email, password: PASSWORD })).statusCode).toBe(200);
  const wrongCode = (Number(await codeAt(secret)) + 1) % 1_000_000;
  const wrong = await call('POST', '/api/user/totp/enable', { code: String(wrongCode).padStart(6, '0') }, staff.token);
  expect(wrong).toMatchObject({ statusCode: 400, body: { message: WRONG_SETUP_CODE } });
  expect((await call('POST', '/api/user/totp/enable', { code: await codeAt(secret) }, staff.token)).statusCode).toBe(
    200,
  );
  expect((await call('GET', '/api/user/session', undefined, staff.token)).body.data).toMatchObject({
    totp_enabled: true,
  });
  const audit = await t.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'staff.totp_enabled')
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({ actor_id: staff.id, subject_id: staff.id, summary: 'turned on two-factor sign-in' });
  // Once on, a session cannot swap the secret.
  expect((await call('POST', '/api/user/totp/setup', undefined, staff.token)).statusCode).toBe(409);
});

test('sign-in: without the code 401 TOTP_REQUIRED and no session; a wrong or used code refused and counted; the right one signs in', async () => {
  const staff = await createStaff(t.handle.db, 'fulfilment', { password: PASSWORD });
  const secret = await turnOnTotp(staff);
  const sessions = await sessionsOf(staff.id);
  const ip = '10.41.0.1';
  const failures = async () =>
    (
      await t.handle.db
        .selectFrom('login_attempts')
        .select('id')
        .where('email', '=', staff.email)
        .where('ip', '=', ip)
        .execute()
    ).length;

  const bare = await call('POST', '/api/user/login', { email: staff.email, password: PASSWORD }, '', ip);
  expect(bare).toMatchObject({ statusCode: 401, body: { message: TOTP_REQUIRED, data: { code: 'TOTP_REQUIRED' } } });
  expect(await sessionsOf(staff.id)).toBe(sessions);
  expect(await failures()).toBe(1);

  // The next step's code: the previous one was spent turning TOTP on.
  const right = await codeAt(secret, 1);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  const refused = await call(
    'POST',
    '/api/user/login',
    { email: staff.email, password: PASSWORD, totp_code: wrong },
    '',
    ip,
  );
  expect(refused).toMatchObject({ statusCode: 401, body: { data: { code: 'TOTP_INVALID' } } });
  expect(await failures()).toBe(2);
  expect(await sessionsOf(staff.id)).toBe(sessions);

  // A wrong password with a right code is a wrong password, whatever the code.
  const badPassword = await call(
    'POST',
    '/api/user/login',
    { email: staff.email, password: 'Wrong@123456', totp_code: right },
    '',
    ip,
  );
  expect(badPassword).toMatchObject({ statusCode: 400, body: { message: 'Invalid email or password' } });

  const signedIn = await call(
    'POST',
    '/api/user/login',
    { email: staff.email, password: PASSWORD, totp_code: right },
    '',
    ip,
  );
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.body.data).toMatchObject({ staff_role: 'fulfilment', totp_enabled: true });
  // The sign-in that succeeded clears this address's failures.
  expect(await failures()).toBe(0);

  // A code works once.
  const replay = await call(
    'POST',
    '/api/user/login',
    { email: staff.email, password: PASSWORD, totp_code: right },
    '',
    ip,
  );
  expect(replay).toMatchObject({ statusCode: 401, body: { data: { code: 'TOTP_INVALID' } } });
});

test('wrong codes reach the login throttle like wrong passwords', async () => {
  const staff = await createStaff(t.handle.db, 'finance', { password: PASSWORD });
  await turnOnTotp(staff);
  const ip = '10.42.0.1';
  for (let i = 0; i < 10; i += 1) {
    const res = await call(
      'POST',
      '/api/user/login',
      { email: staff.email, password: PASSWORD, totp_code: '000000' },
      '',
      ip,
    );
    expect(res.statusCode).toBe(401);
  }
  const locked = await call(
    'POST',
    '/api/user/login',
    { email: staff.email, password: PASSWORD, totp_code: '000000' },
    '',
    ip,
  );
  expect(locked.statusCode).toBe(429);
});

test('an owner resets a lost TOTP: every session ends, the password alone signs in, and TOTP can be set up again', async () => {
  const owner = await createStaff(t.handle.db, 'owner', { password: PASSWORD });
  const staff = await createStaff(t.handle.db, 'fulfilment', { password: PASSWORD });
  await turnOnTotp(staff);
  expect(await sessionsOf(staff.id)).toBeGreaterThan(0);

  // Only staff managers reset it; the member themselves cannot.
  const own = await call('POST', `/api/admin/staff/${staff.id}/totp/reset`, undefined, staff.token);
  expect(own.statusCode).toBe(403);

  const reset = await call('POST', `/api/admin/staff/${staff.id}/totp/reset`, undefined, owner.token);
  expect(reset).toMatchObject({ statusCode: 200, body: { data: { staff_id: staff.id, totp_enabled: false } } });
  expect(await sessionsOf(staff.id)).toBe(0);
  expect((await call('GET', '/api/user/session', undefined, staff.token)).statusCode).toBe(401);
  const row = await t.handle.db
    .selectFrom('staff_members')
    .select(['totp_secret', 'totp_enabled_at'])
    .where('customer_id', '=', staff.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
  const audit = await t.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'staff.totp_reset')
    .where('customer_id', '=', staff.id)
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({ actor_id: owner.id, summary: `reset the TOTP of ${staff.email} and ended 1 session` });

  // The password alone signs in again, and a new phone is set up from there.
  const signedIn = await call('POST', '/api/user/login', { email: staff.email, password: PASSWORD });
  expect(signedIn.body.data).toMatchObject({ totp_enabled: false });
  await turnOnTotp({ ...staff, token: signedIn.body.data.token as string });

  // Again on a member without TOTP: answered unchanged, nothing logged.
  const second = await call('POST', `/api/admin/staff/${owner.id}/totp/reset`, undefined, owner.token);
  expect(second).toMatchObject({ statusCode: 200, body: { data: { totp_enabled: false, status: 'active' } } });
  expect(await sessionsOf(owner.id)).toBeGreaterThan(0);
  expect((await call('POST', '/api/admin/staff/999999/totp/reset', undefined, owner.token)).statusCode).toBe(404);
});

test('a shopper has no TOTP to set up', async () => {
  const shopper = await createCustomer(t.handle.db);
  expect(await call('POST', '/api/user/totp/setup', undefined, shopper.token)).toMatchObject({
    statusCode: 403,
    body: { message: ONLY_STAFF },
  });
});

test('required for every staff account: an owner must use it first; staff without it can only set it up', async () => {
  const owner = await createStaff(t.handle.db, 'owner', { password: PASSWORD });
  expect(await call('PUT', '/api/admin/staff/settings', { require_totp: true }, owner.token)).toMatchObject({
    statusCode: 409,
    body: { message: TOTP_BEFORE_REQUIRING },
  });
  await turnOnTotp(owner);
  expect((await call('PUT', '/api/admin/staff/settings', { require_totp: true }, owner.token)).body.data).toEqual({
    require_totp: true,
  });
  try {
    const support = await createStaff(t.handle.db, 'support', { password: PASSWORD });
    // Signing in still works (no code to ask for yet), but every admin route says why not.
    expect((await call('POST', '/api/user/login', { email: support.email, password: PASSWORD })).statusCode).toBe(200);
    expect(await call('GET', '/api/admin/customers', undefined, support.token)).toMatchObject({
      statusCode: 403,
      body: { message: TOTP_SETUP_REQUIRED, data: { code: 'TOTP_SETUP_REQUIRED' } },
    });
    expect((await call('GET', '/api/user/session', undefined, support.token)).body.data).toMatchObject({
      totp_setup_required: true,
      permissions: [],
    });
    await turnOnTotp(support);
    expect((await call('GET', '/api/admin/customers', undefined, support.token)).statusCode).toBe(200);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.settings_changed')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: owner.id, summary: 'required two-factor sign-in for every staff account' });
  } finally {
    await call('PUT', '/api/admin/staff/settings', { require_totp: false }, owner.token);
  }
});
