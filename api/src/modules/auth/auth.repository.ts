import type { Kysely } from 'kysely';
import type { Customer, Database, StaffRole } from '../../db/types';

export async function findCustomerByEmail(db: Kysely<Database>, email: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findCustomerById(db: Kysely<Database>, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's ZIP: the billing address's, else any address's, else null. */
export async function findCustomerZip(db: Kysely<Database>, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('addresses')
    .select('zip_code')
    .where('customer_id', '=', customerId)
    // 'BILLING_ADDRESS' sorts before 'SHIPPING_ADDRESS'.
    .orderBy('address_type')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.zip_code ?? null;
}

/**
 * Stores `next`, only while the row still holds `current`: a password changed in the
 * meantime (a reset, another change) is kept, not overwritten. Answers whether it stored.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  customerId: number,
  current: string,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ password_hash: next })
    .where('id', '=', customerId)
    .where('password_hash', '=', current)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSession(
  db: Kysely<Database>,
  session: { customer_id: number; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export type SessionRow = {
  session_id: number;
  customer_id: number;
  email: string;
  role: Customer['role'];
  expires_at: string;
  staff_role: StaffRole | null;
  disabled_at: string | null;
  totp_enabled_at: string | null;
  require_totp: number | null;
};

/**
 * The live session holding this token hash, with what decides a staff member's access
 * (their role, whether disabled, TOTP, the shop's TOTP rule); expired sessions count as missing.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('staff_members as m', 'm.customer_id', 'c.id')
    .select((eb) => [
      's.id as session_id',
      's.customer_id',
      'c.email',
      'c.role',
      's.expires_at',
      'm.staff_role',
      'm.disabled_at',
      'm.totp_enabled_at',
      eb.selectFrom('staff_settings').select('require_totp').where('id', '=', 1).as('require_totp'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

/** Attempts (failed, or still being checked) for an e-mail, an IP, or both at once, since `since`. */
export async function countLoginAttempts(
  db: Kysely<Database>,
  by: { email: string; ip?: string } | { ip: string },
  since: string,
): Promise<number> {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since);
  if ('email' in by) query = query.where('email', '=', by.email);
  if (by.ip !== undefined) query = query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { email: string; ip: string; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('login_attempts').values(attempt).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function forgetLoginAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/**
 * Forgets an e-mail's failures from the address that just signed in with the right
 * password, and everyone's expired ones. Failures from other addresses stay counted
 * against the account: the owner signing in must not hand a guesser elsewhere new tries.
 */
export async function clearFailedLogins(
  db: Kysely<Database>,
  email: string,
  ip: string,
  olderThan: string,
): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb.and([eb('email', '=', email), eb('ip', '=', ip)]), eb('created_at', '<=', olderThan)]))
    .execute();
}
