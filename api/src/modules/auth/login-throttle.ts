import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { tooManyRequests } from '../../lib/http-error';
import { countLoginAttempts, forgetLoginAttempt, recordLoginAttempt } from './auth.repository';

// Login attempts are counted in the database (not in memory) so the limit holds across
// restarts and across several API processes on one PostgreSQL.
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
// Higher per IP: many people can share one address (an office, a mobile carrier).
export const MAX_FAILURES_PER_IP = 50;

export function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
}

/**
 * Counts this attempt BEFORE the password is checked: the attempt row is written first,
 * then the window's rows for the e-mail and the IP are counted, this one included. N
 * guesses sent at once write N rows, so at most the limit of them ever reach bcrypt
 * (counting first and writing after the check would let a parallel burst through).
 * Over the limit: the row is taken back (a refused try does not extend the lock) and
 * 429. Answers the attempt's id: a failed password keeps the row, a good one removes it.
 */
export async function claimLoginAttempt(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<number> {
  const attemptId = await recordLoginAttempt(db, { email, ip, created_at: now.toISOString() });
  const since = windowStart(now);
  const [byEmail, byIp] = await Promise.all([
    countLoginAttempts(db, { email }, since),
    countLoginAttempts(db, { ip }, since),
  ]);
  if (byEmail > MAX_FAILURES_PER_EMAIL || byIp > MAX_FAILURES_PER_IP) {
    await forgetLoginAttempt(db, attemptId);
    throw tooManyRequests('Too many login attempts. Please try again later.');
  }
  return attemptId;
}
