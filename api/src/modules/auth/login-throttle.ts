import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { tooManyRequests } from '../../lib/http-error';
import { countFailedLogins } from './auth.repository';

// Failed logins are counted in the database (not in memory) so the limit holds across
// restarts and across several API processes on one PostgreSQL.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
// Higher per IP: many people can share one address (an office, a mobile carrier).
export const MAX_FAILURES_PER_IP = 50;

export function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
}

/** 429 when this e-mail or this IP has failed too often in the window. */
export async function assertLoginAllowed(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<void> {
  const since = windowStart(now);
  const [byEmail, byIp] = await Promise.all([
    countFailedLogins(db, { email }, since),
    countFailedLogins(db, { ip }, since),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests('Too many login attempts. Please try again later.');
  }
}
