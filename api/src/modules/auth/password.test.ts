// @database-agnostic: password hashes are made and checked in memory, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import { randomBytes, scryptSync } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { hashPassword, needsRehash, usePasswordHashCost, verifyPassword } from './password';

// The stored format and what each kind of stored hash accepts (docs/decisions.md
// "Password hashing"); the login's re-hash is in auth.test.ts.

/** A scrypt hash in the stored format with parameters of the caller's choosing. */
function scryptHash(password: string, N: number, r = 8, p = 1): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p, maxmem: 256 * 1024 ** 2 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('scrypt hashes', () => {
  test('name their parameters, and match only their own password', async () => {
    const stored = await hashPassword('Secret@123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Secret@123', stored)).toBe(true);
    expect(await verifyPassword('Secret@124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  test("the test suite's low cost hashes cheaply, and a standard process re-hashes those at login", async () => {
    usePasswordHashCost('low');
    const cheap = await hashPassword('Secret@123');
    const standardOne = scryptHash('Secret@123', 2 ** 17);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(needsRehash(cheap)).toBe(false);
    expect(needsRehash(standardOne)).toBe(true);
    usePasswordHashCost('standard');
    expect(await verifyPassword('Secret@123', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(standardOne)).toBe(false);
  });

  test('two hashes of one password differ (each has its own salt)', async () => {
    const [first, second] = await Promise.all([hashPassword('Same@1234'), hashPassword('Same@1234')]);
    expect(first).not.toBe(second);
  });

  test('every character counts: a password past 72 characters is not matched by its first 72', async () => {
    const long = `Long@1${'x'.repeat(94)}`;
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword(long.slice(0, 72), stored)).toBe(false);
  });

  test('a hash made with other parameters still matches, and is due for a re-hash', async () => {
    const older = scryptHash('Older@123', 2 ** 14);
    expect(await verifyPassword('Older@123', older)).toBe(true);
    expect(await verifyPassword('Older@124', older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
  });

  test('the event loop keeps turning while a password is hashed and checked', async () => {
    let turns = 0;
    let checking = true;
    const spin = () => {
      turns += 1;
      if (checking) setImmediate(spin);
    };
    setImmediate(spin);
    const stored = await hashPassword('Busy@1234');
    expect(await verifyPassword('Busy@1234', stored)).toBe(true);
    checking = false;
    // On the event loop, two hashes would leave it a handful of turns at most.
    expect(turns).toBeGreaterThan(100);
  });
});

describe('bcrypt hashes from before scrypt', () => {
  // Cost 4 (bcrypt's lowest) keeps the test quick; the format is the one stored at cost 10.
  const legacy = bcrypt.hashSync('Legacy@123', 4);

  test('still match their password, and are due for a re-hash', async () => {
    expect(legacy).toMatch(/^\$2b\$04\$/);
    expect(await verifyPassword('Legacy@123', legacy)).toBe(true);
    expect(await verifyPassword('Legacy@124', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  test('a password over 72 bytes is refused, though bcrypt alone would match it on its first 72', async () => {
    const password = `Legacy@1${'y'.repeat(64)}`;
    const stored = bcrypt.hashSync(password, 4);
    expect(password).toHaveLength(72);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(bcrypt.compareSync(`${password}extra`, stored)).toBe(true);
    expect(await verifyPassword(`${password}extra`, stored)).toBe(false);
  });
});

describe('stored values that are no usable hash match nothing, without an error', () => {
  const valid = scryptHash('Whatever@1', 2 ** 10);
  const [, , , , salt, key] = valid.split('$');
  test('(the hash the damaged ones are made from matches)', async () => {
    expect(await verifyPassword('Whatever@1', valid)).toBe(true);
  });
  test.each([
    ['a placeholder', 'not-a-login-account'],
    ['an empty value', ''],
    ['N not a power of two', `scrypt$1000$8$1$${salt}$${key}`],
    ['N far too large (gigabytes of memory)', `scrypt$1073741824$8$1$${salt}$${key}`],
    ['r of 0', `scrypt$1024$0$1$${salt}$${key}`],
    ['a missing salt', `scrypt$1024$8$1$$${key}`],
    ['a truncated bcrypt hash', '$2b$10$abc'],
  ])('%s', async (_what, stored) => {
    expect(await verifyPassword('Whatever@1', stored)).toBe(false);
  });
});
