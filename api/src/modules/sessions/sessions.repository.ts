import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

// Where a session ends, whoever ends it (sign-out, a password change or reset, an operator,
// a staff change): its row is deleted, so its token answers 401 from then on, and the
// database announces the end (migration 015's trigger), so the gateways close its live
// sockets (docs/decisions.md "Live sockets and sessions"). A folder of its own, below auth,
// customers and staff, which all end sessions and may not import each other.

/** Ends every session of an account, or only `sessionId` of it; answers how many ended. */
export async function endSessionsOf(db: Kysely<Database>, customerId: number, sessionId?: number): Promise<number> {
  let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (sessionId !== undefined) query = query.where('id', '=', sessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of an account but `keep` (the one changing the password). */
export async function endOtherSessions(db: Kysely<Database>, customerId: number, keep: number): Promise<void> {
  await db.deleteFrom('sessions').where('customer_id', '=', customerId).where('id', '!=', keep).execute();
}

/** Ends one session (a sign-out). */
export async function endSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
