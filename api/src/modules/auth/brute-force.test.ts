import { RATE_LIMITS } from '../../lib/rate-limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer } from '../checkout/commerce.fixtures';
import { readOutbox } from '../mail/outbox';
import { MAX_RESET_MAILS_PER_HOUR } from './account-tokens.service';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-throttle';

// Guessing in parallel, as an attacker with many connections would: every limit must
// hold when the guesses arrive at once, not only one after another. On PostgreSQL the
// requests really overlap (a pool of connections); on SQLite they queue.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fresh customer's e-mail address. */
async function newCustomerEmail(): Promise<string> {
  const customer = await createCustomer(t.handle.db);
  const row = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow();
  return row.email;
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, headers: from(ip) });

describe('login guesses sent at once', () => {
  test('40 guesses for one e-mail from 40 addresses at once: at most the account’s ceiling are checked, the rest 429', async () => {
    const email = `target-${Date.now()}@example.com`;
    const codes = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `Guess@${i}x`, `198.51.100.${i + 1}`))),
    );
    expect(countOf(codes, 400)).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(countOf(codes, 400) + countOf(codes, 429)).toBe(40);
    // Guessing on afterwards, one by one, each from a new address: the window's checked
    // guesses, burst included, never pass the ceiling (refused tries do not count, checked
    // ones do).
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 2; i += 1) {
      codes.push((await login(email, `Later@${i}x`, `198.51.101.${i + 1}`)).statusCode);
    }
    expect(countOf(codes, 400)).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(codes.at(-1)).toBe(429);
  });

  test('guesses at many e-mails from one address at once: at most the per-address limit are checked', async () => {
    const ip = '203.0.113.9';
    const codes = statuses(
      await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_IP + 20 }, (_, i) => login(`sweep-${i}@example.com`, 'Guess@123', ip)),
      ),
    );
    expect(countOf(codes, 400)).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
    expect(countOf(codes, 429)).toBeGreaterThanOrEqual(20);
    // Up to 50 password checks of about 0.4 s of a core each (docs/decisions.md "Password hashing").
  }, 120_000);
});

describe('mailed tokens guessed at once', () => {
  test.each([
    ['PUT', '/api/user/verify', (token: string) => ({ token })],
    ['POST', '/api/user/check/token-expire', (token: string) => ({ token })],
    [
      'PUT',
      '/api/user/resetPassword',
      (token: string) => ({ token, new_password: 'Fresh@1234', confirm_password: 'Fresh@1234' }),
    ],
  ] as const)('%s %s: one address gets the limit of tries, then 429', async (method, url, body) => {
    const ip = `192.0.2.${url.length}`;
    const tries = RATE_LIMITS.tokenGuesses.max + 10;
    const codes = statuses(
      await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          t.app.inject({ method, url, payload: body(`guess-${i}-${Math.random()}`), headers: from(ip) }),
        ),
      ),
    );
    expect(countOf(codes, 400)).toBe(RATE_LIMITS.tokenGuesses.max);
    expect(countOf(codes, 429)).toBe(10);
  });
});

describe('password reset mails', () => {
  test('asked for many times at once, one account gets at most the hourly number of mails', async () => {
    const email = await newCustomerEmail();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/forgotPassword',
          payload: { email },
          headers: from(`198.18.0.${i + 1}`),
        }),
      ),
    );
    // Every asker gets the same answer, mailed or not.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await t.app.backgroundWorkIdle();
    expect(readOutbox(t.config.outboxDir).filter((m) => m.to === email)).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
  });

  test('the answer takes as long for an unknown e-mail as for a known one', async () => {
    const email = await newCustomerEmail();
    const timeOne = async (address: string, i: number) => {
      const started = process.hrtime.bigint();
      await t.app.inject({
        method: 'POST',
        url: '/api/user/forgotPassword',
        payload: { email: address },
        headers: from(`198.19.${Math.floor(i / 200)}.${i % 200}`),
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      await t.app.backgroundWorkIdle();
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so both kinds see the same machine load.
    for (let i = 0; i < 30; i += 1) {
      known.push(await timeOne(email, 2 * i));
      unknown.push(await timeOne(`nobody-${i}@example.com`, 2 * i + 1));
    }
    const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;
    // The answer is sent before the e-mail is even looked up, so the two differ by noise
    // only. Noise is measured in the same run (the spread of all the answers, which a busy
    // machine widens), and the fast quarter of each kind is compared: the least disturbed.
    const all = [...known, ...unknown];
    const noise = quantile(all, 0.75) - quantile(all, 0.25);
    expect(Math.abs(quantile(known, 0.25) - quantile(unknown, 0.25))).toBeLessThanOrEqual(Math.max(2, 1.5 * noise));
  });
});
