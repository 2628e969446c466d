import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import bcrypt from 'bcryptjs';
import { concurrencyLimit } from '../../lib/concurrency-limit';

// Passwords are hashed with scrypt from node:crypto, which runs on libuv's thread pool, so
// the API keeps serving while a login is checked (docs/decisions.md "Password hashing").

type ScryptParameters = { N: number; r: number; p: number };

/**
 * OWASP's password-storage minimum for scrypt with p = 1: 128 MiB and about 0.4 s of one
 * core per hash on the machine bench/RESULTS.md names. Stored with every hash, so changing
 * them later re-hashes each account at its next login and breaks none.
 */
const STANDARD: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
/**
 * 1 MiB and about 2 ms: PASSWORD_HASH_COST=low, for the test suite only (config.ts refuses
 * it in production). Hashes made with it verify at any cost and are re-hashed at standard
 * cost at their next login under a standard process.
 */
const LOW: ScryptParameters = { N: 2 ** 10, r: 8, p: 1 };
let current = STANDARD;

/** Sets the cost of new hashes from the validated config; called once by every entry point. */
export function usePasswordHashCost(cost: 'standard' | 'low'): void {
  current = cost === 'low' ? LOW : STANDARD;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** scrypt's working memory as OpenSSL counts it; `maxmem` must allow it. */
const memoryOf = ({ N, r, p }: ScryptParameters) => 128 * r * (N + p + 2);

// A stored hash's parameters come from a database row: bounded, so a damaged row cannot
// make one check take gigabytes or minutes (4x today's figures leaves room to raise them).
const MAX_MEMORY = 4 * memoryOf(STANDARD);
const MAX_WORK = 4 * STANDARD.N * STANDARD.r * STANDARD.p;

/**
 * Hashes at once: one thread of libuv's pool stays free for file reads and DNS lookups (a
 * burst of logins must not queue them behind seconds of hashing), and no more than there
 * are cores (more would only wait for one). 2 on a 2-core machine: 256 MiB at most.
 */
const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashing = concurrencyLimit(Math.max(1, Math.min(availableParallelism(), poolThreads - 1)));

function derive(password: string, salt: Buffer, length: number, parameters: ScryptParameters): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, length, { ...parameters, maxmem: memoryOf(parameters) }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in unpadded base64url. */
function encode(parameters: ScryptParameters, salt: Buffer, key: Buffer): string {
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED_SCRYPT = /^scrypt\$(\d{1,10})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{22,88})\$([A-Za-z0-9_-]{22,86})$/;

/** A stored scrypt hash with sound parameters, or undefined (another format, or damaged). */
function parseScrypt(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const match = STORED_SCRYPT.exec(stored);
  if (!match) return undefined;
  const parameters = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const { N, r, p } = parameters;
  const powerOfTwo = N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || r < 1 || p < 1 || N * r * p > MAX_WORK || memoryOf(parameters) > MAX_MEMORY) return undefined;
  return { parameters, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

// bcryptjs's hashes, from before scrypt: still checked, and replaced at the next login.
const STORED_BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
// bcrypt reads only a password's first 72 bytes: a longer one would match on its prefix,
// and the re-hash would then store a password the shopper never set.
const BCRYPT_MAX_BYTES = 72;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(current, salt, await derive(password, salt, KEY_BYTES, current));
}

/** Whether `password` is the one `stored` was made from; false for a hash of no known format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseScrypt(stored);
  if (hash) return timingSafeEqual(await derive(password, hash.salt, hash.key.length, hash.parameters), hash.key);
  if (STORED_BCRYPT.test(stored)) {
    // On the event loop, in bcryptjs's chunks: only until every account has logged in once.
    return Buffer.byteLength(password) <= BCRYPT_MAX_BYTES && bcrypt.compare(password, stored);
  }
  return false;
}

/** Whether a hash that just matched should be made again: bcrypt, or scrypt with older parameters. */
export function needsRehash(stored: string): boolean {
  const hash = parseScrypt(stored);
  if (!hash) return true;
  const { N, r, p } = hash.parameters;
  return N !== current.N || r !== current.r || p !== current.p || hash.key.length !== KEY_BYTES;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check and always fails: used for unknown e-mails so
 * response timing does not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
