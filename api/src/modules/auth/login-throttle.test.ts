import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle';
import { hashPassword } from './password';

// A stranger must not be able to lock an owner out of their account with wrong passwords
// (docs/decisions.md "Login throttling per account and address"). Addresses come in
// X-Forwarded-For, which the API believes from loopback (TRUST_PROXY), as the gateway
// sends them. Runs on SQLite and PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = { status: 429, message: 'Too many login attempts. Please try again later.', data: null };
const PASSWORD = 'Owner@1234';

let owners = 0;
/** A verified account of its own with a known password; answers its e-mail. */
async function newOwner(): Promise<string> {
  owners += 1;
  const email = `owner${owners}-${Date.now()}@example.com`;
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('customers')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'customer',
      customer_type: 'Individual',
      first_name: 'Olive',
      last_name: 'Owner',
      company_name: null,
      title: null,
      phone_number: '(214) 555-0199',
      is_tax_exempt: 0,
      email_verified_at: now,
      created_at: now,
    })
    .execute();
  return email;
}

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

test('a guesser at one address is throttled there; the owner elsewhere signs in all along', async () => {
  const email = await newOwner();
  const attacker = '198.51.100.66';
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
    const res = await login(email, `Guess@${i}x`, attacker);
    expect(res.json()).toMatchObject({ status: 400, message: 'Invalid email or password' });
  }
  // Past the limit the guesser's address gets the usual 429, even with the right password.
  for (const password of ['Guess@againx', PASSWORD]) {
    const res = await login(email, password, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  }

  // The owner, at an address never used before, signs in.
  const owner = await login(email, PASSWORD, '192.0.2.10');
  expect(owner.statusCode).toBe(200);
  expect(owner.json().data.user.email).toBe(email);

  // Signing in did not hand the guesser new tries.
  expect((await login(email, 'Guess@morex', attacker)).json()).toEqual(TOO_MANY);
});

test('guesses spread over many addresses meet the account’s ceiling; the owner’s own address still signs in', async () => {
  const email = await newOwner();
  const home = '192.0.2.20';
  expect((await login(email, PASSWORD, home)).statusCode).toBe(200);

  // One guess from each of many addresses: the account-wide count, not any one address's.
  const codes: number[] = [];
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 5; i += 1) {
    codes.push((await login(email, `Spread@${i}x`, `203.0.113.${100 + i}`)).statusCode);
  }
  expect(codes.filter((code) => code === 400)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
  expect(codes.slice(MAX_FAILURES_PER_ACCOUNT)).toEqual([429, 429, 429, 429, 429]);
  // A new address is refused now, right password or not...
  expect((await login(email, PASSWORD, '203.0.113.250')).json()).toEqual(TOO_MANY);
  // ...but the owner's, where they have signed in before, is not.
  expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
});
