import bcrypt from 'bcryptjs';
import { hashToken } from '../../lib/token';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { replacePasswordHash } from './auth.repository';
import { hashPassword } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test uses its own client IP so the per-IP throttle of one test cannot affect another.
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

function login(payload: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'x-forwarded-for': ip }, payload });
}

describe('POST /api/user/login', () => {
  test('answers the token, zip code, role and user record of a verified customer', async () => {
    const res = await login({ email: 'shopper@example.com', password: 'Shopper@123', loginType: 'customer' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 200,
      message: 'Login successful',
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        zip_code: '75201',
        role: 'customer',
        // A shopper holds no staff role and no admin permission.
        staff_role: null,
        permissions: [],
        totp_enabled: false,
        totp_setup_required: false,
        user: {
          customer_id: expect.any(Number),
          first_name: 'Sam',
          last_name: 'Shopper',
          name: 'Sam Shopper',
          email: 'shopper@example.com',
          company_name: null,
          title: null,
          phone_number: '(214) 555-0100',
          customer_type: 'Individual',
          zip_code: '75201',
        },
      },
    });
  });

  test('stores only the hash of the token', async () => {
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    const rows = await t.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  test('a business customer and an admin sign in too', async () => {
    const business = await login({ email: 'business@example.com', password: 'Business@123', loginType: 'customer' });
    expect(business.statusCode).toBe(200);
    expect(business.json().data).toMatchObject({
      zip_code: '78701',
      role: 'customer',
      user: { customer_type: 'Business', company_name: 'Lone Star Supply Co.', title: 'Purchasing Manager' },
    });

    const admin = await login({ email: 'admin@example.com', password: 'Admin@1234', loginType: 'customer' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.role).toBe('admin');
    // The demo operator is an owner: every permission (staff/permissions.ts).
    expect(admin.json().data).toMatchObject({ staff_role: 'owner', totp_setup_required: false });
    expect(admin.json().data.permissions).toContain('staff.manage');
  });

  test('the e-mail is matched whatever its case and surrounding spaces', async () => {
    const res = await login({ email: '  Shopper@Example.COM ', password: 'Shopper@123' });
    expect(res.statusCode).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 400', async () => {
    const wrong = await login({ email: 'shopper@example.com', password: 'Shopper@124' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 400, message: 'Invalid email or password', data: null });

    const unknown = await login({ email: 'nobody@example.com', password: 'Shopper@123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 400, message: 'Invalid email or password', data: null });
  });

  test.each([
    [{ password: 'Shopper@123' }, 'email is required'],
    [{ email: '', password: 'Shopper@123' }, 'email is required'],
    [{ email: 'not-an-email', password: 'Shopper@123' }, 'email must be a valid email address'],
    [{ email: 42, password: 'Shopper@123' }, 'email must be a string'],
    [{ email: 'shopper@example.com' }, 'password is required'],
    [{ email: 'shopper@example.com', password: '' }, 'password is required'],
    [
      { email: 'shopper@example.com', password: 'Shopper@123', loginType: 'robot' },
      'loginType must be customer or admin',
    ],
  ])('bad input %j → 400 %s', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message, data: null });
  });

  test('an unverified account is asked to verify, but only with the right password', async () => {
    await t.handle.db
      .insertInto('customers')
      .values({
        email: 'unverified@example.com',
        password_hash: await hashPassword('Pending@123'),
        role: 'customer',
        customer_type: 'Individual',
        first_name: 'Una',
        last_name: 'Verified',
        company_name: null,
        title: null,
        phone_number: '(214) 555-0111',
        is_tax_exempt: 0,
        email_verified_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    const right = await login({ email: 'unverified@example.com', password: 'Pending@123' });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      status: 400,
      message: 'Please verify your email address before logging in.',
      data: null,
    });

    const wrong = await login({ email: 'unverified@example.com', password: 'Wrong@123' });
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  test('10 failures for one e-mail from one address lock that address out of it (even with the right password): 429', async () => {
    const ip = nextIp();
    await t.handle.db
      .insertInto('customers')
      .values({
        email: 'target@example.com',
        password_hash: await hashPassword('Target@123'),
        role: 'customer',
        customer_type: 'Individual',
        first_name: 'Tara',
        last_name: 'Get',
        company_name: null,
        title: null,
        phone_number: '(214) 555-0112',
        is_tax_exempt: 0,
        email_verified_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();

    for (let i = 0; i < 10; i++) {
      const res = await login({ email: 'target@example.com', password: `Guess@${i}` }, ip);
      expect(res.statusCode).toBe(400);
    }
    const locked = await login({ email: 'target@example.com', password: 'Target@123' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again later.',
      data: null,
    });

    // Other accounts are unaffected.
    expect((await login({ email: 'shopper@example.com', password: 'Shopper@123' })).statusCode).toBe(200);

    // After the window the failures no longer count.
    await t.handle.db
      .updateTable('login_attempts')
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
      .where('email', '=', 'target@example.com')
      .execute();
    expect((await login({ email: 'target@example.com', password: 'Target@123' }, ip)).statusCode).toBe(200);
  });

  test('a successful login clears the failures of that e-mail from that address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 9; i++) await login({ email: 'business@example.com', password: `Guess@${i}` }, ip);
    expect((await login({ email: 'business@example.com', password: 'Business@123' }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login({ email: 'business@example.com', password: `Guess@${i}` }, ip)).statusCode).toBe(400);
    }
    expect((await login({ email: 'business@example.com', password: 'Business@123' }, ip)).statusCode).toBe(200);
  });

  test('50 failures from one IP lock that IP, whatever the e-mail: 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      const res = await login({ email: `probe${i}@example.com`, password: 'Guess@123' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await login({ email: 'shopper@example.com', password: 'Shopper@123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many login attempts. Please try again later.');
    // Another IP still gets in.
    expect((await login({ email: 'shopper@example.com', password: 'Shopper@123' })).statusCode).toBe(200);
    // 51 password checks of about 0.4 s of a core each (docs/decisions.md "Password hashing").
  }, 180_000);
});

describe('accounts still holding a bcrypt hash from before scrypt', () => {
  /** A verified customer whose stored hash is bcrypt's (cost 4, bcrypt's lowest, keeps it quick). */
  async function legacyCustomer(email: string, password: string): Promise<{ id: number; hash: string }> {
    const hash = bcrypt.hashSync(password, 4);
    const { id } = await t.handle.db
      .insertInto('customers')
      .values({
        email,
        password_hash: hash,
        role: 'customer',
        customer_type: 'Individual',
        first_name: 'Lee',
        last_name: 'Gacy',
        company_name: null,
        title: null,
        phone_number: '(214) 555-0113',
        is_tax_exempt: 0,
        email_verified_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, hash };
  }
  const storedHash = async (id: number) =>
    (await t.handle.db.selectFrom('customers').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  test('sign in with their password, which is then stored as scrypt and keeps working', async () => {
    const { id, hash } = await legacyCustomer('legacy@example.com', 'Legacy@123');
    expect((await login({ email: 'legacy@example.com', password: 'Legacy@123' })).statusCode).toBe(200);
    const rehashed = await storedHash(id);
    expect(rehashed).not.toBe(hash);
    // At the cost the run hashes with (PASSWORD_HASH_COST: low in the suite, src/test/global-setup.ts).
    expect(rehashed).toMatch(
      process.env.PASSWORD_HASH_COST === 'low' ? /^scrypt\$1024\$8\$1\$/ : /^scrypt\$131072\$8\$1\$/,
    );
    expect((await login({ email: 'legacy@example.com', password: 'Legacy@123' })).statusCode).toBe(200);
    expect(await storedHash(id)).toBe(rehashed);
    expect((await login({ email: 'legacy@example.com', password: 'Legacy@124' })).statusCode).toBe(400);
  });

  test('a wrong password, or the right one on an unverified account, leaves the bcrypt hash as it is', async () => {
    const { id, hash } = await legacyCustomer('legacy-wrong@example.com', 'Legacy@123');
    const wrong = await login({ email: 'legacy-wrong@example.com', password: 'Legacy@999' });
    expect(wrong.json()).toEqual({ status: 400, message: 'Invalid email or password', data: null });
    await t.handle.db.updateTable('customers').set({ email_verified_at: null }).where('id', '=', id).execute();
    const unverified = await login({ email: 'legacy-wrong@example.com', password: 'Legacy@123' });
    expect(unverified.json().message).toBe('Please verify your email address before logging in.');
    expect(await storedHash(id)).toBe(hash);
  });

  test('a password changed between the check and the re-hash is kept (the re-hash writes only over the hash it checked)', async () => {
    const { id, hash } = await legacyCustomer('legacy-reset@example.com', 'Legacy@123');
    const reset = await hashPassword('Changed@123');
    await t.handle.db.updateTable('customers').set({ password_hash: reset }).where('id', '=', id).execute();
    await replacePasswordHash(t.handle.db, id, hash, await hashPassword('Legacy@123'));
    expect(await storedHash(id)).toBe(reset);
    expect((await login({ email: 'legacy-reset@example.com', password: 'Changed@123' })).statusCode).toBe(200);
  });
});

describe('GET /api/user/session', () => {
  const session = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/session', headers: authorization ? { authorization } : {} });

  test('answers 401 without a token', async () => {
    const res = await session();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: 'Unauthorized', data: null });
  });

  test('answers 401 for a forged token', async () => {
    for (const header of ['Bearer forged-token', 'x'.repeat(43), 'Bearer ', 'Basic abc def']) {
      const res = await session(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: 'Unauthorized', data: null });
    }
  });

  test('answers the session user for a real token, bare or as Bearer', async () => {
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    for (const header of [token, `Bearer ${token}`, `bearer ${token}`]) {
      const res = await session(header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 200,
        message: 'Session fetched',
        data: { zip_code: '75201', role: 'customer', user: { email: 'shopper@example.com', name: 'Sam Shopper' } },
      });
      expect(new Date(res.json().data.expires_at).getTime()).toBeGreaterThan(Date.now() + 167 * 3_600_000);
    }
  });

  test('answers 401 once the session has expired', async () => {
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await session(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  const logout = (authorization?: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/logout', headers: authorization ? { authorization } : {} });
  const session = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization } });

  test('ends the session on the server: the same token answers 401 afterwards, other sessions stay', async () => {
    const phone = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    const laptop = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');

    const res = await logout(`Bearer ${phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Logged out', data: null });

    expect((await session(`Bearer ${phone}`)).statusCode).toBe(401);
    expect((await logout(`Bearer ${phone}`)).statusCode).toBe(401);
    expect((await session(`Bearer ${laptop}`)).statusCode).toBe(200);
  });

  test('answers 401 without a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});
