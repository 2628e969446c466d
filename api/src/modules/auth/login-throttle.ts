import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { tooManyRequests } from '../../lib/http-error';
import { countLoginAttempts, forgetLoginAttempt, recordLoginAttempt } from './auth.repository';
import { isKnownLoginAddress } from './login-addresses.repository';

// Login attempts are counted in the database (not in memory) so the limits hold across
// restarts and across several API processes on one PostgreSQL. Three counts, after
// OWASP's Authentication and Credential Stuffing cheat sheets (docs/decisions.md "Login
// throttling per account and address"):
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Guessing one account's password from one address. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Trying many accounts from one address (stuffing, spraying); higher, since many people can share one (an office, a mobile carrier). */
export const MAX_FAILURES_PER_IP = 50;
/**
 * Guessing one account's password from many addresses: at most 100 an hour, OWASP ASVS's
 * ceiling. Not applied from an address the account has signed in from lately, so a
 * guesser cannot lock the owner out.
 */
export const MAX_FAILURES_PER_ACCOUNT = 25;
/** How long an address the account signed in from stays one the owner uses. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3_600_000;

const TOO_MANY = 'Too many login attempts. Please try again later.';

export function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
}

/** Addresses the owner signed in from since this moment are the owner's. */
export function knownAddressSince(now: Date): string {
  return new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString();
}

/**
 * Counts this attempt BEFORE the password is checked: the attempt row is written first,
 * then the window's rows are counted, this one included. N guesses sent at once write N
 * rows, so at most the limit of them ever reach the password check (counting first and
 * writing after the check would let a parallel burst through). Over a limit: the row is
 * taken back (a refused try does not extend the lock) and 429. Answers the attempt's id:
 * a failed password keeps the row, a good one removes it.
 *
 * An unknown e-mail is counted exactly as a known one: the answers say nothing about
 * which accounts exist.
 */
export async function claimLoginAttempt(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<number> {
  const attemptId = await recordLoginAttempt(db, { email, ip, created_at: now.toISOString() });
  const since = windowStart(now);
  const [byAccountAndAddress, byAddress, byAccount] = await Promise.all([
    countLoginAttempts(db, { email, ip }, since),
    countLoginAttempts(db, { ip }, since),
    countLoginAttempts(db, { email }, since),
  ]);
  const refused =
    byAccountAndAddress > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    byAddress > MAX_FAILURES_PER_IP ||
    (byAccount > MAX_FAILURES_PER_ACCOUNT && !(await isKnownLoginAddress(db, email, ip, knownAddressSince(now))));
  if (refused) {
    await forgetLoginAttempt(db, attemptId);
    throw tooManyRequests(TOO_MANY);
  }
  return attemptId;
}
