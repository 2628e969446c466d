import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/types';

// The staff tables' queries (migration 024): staff members, invites, the one settings row.

export async function findStaffMember(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('staff_members').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

export async function insertStaffMember(
  db: Kysely<Database>,
  row: { customer_id: number; staff_role: StaffRole; invited_by: number | null; created_at: string },
): Promise<void> {
  await db.insertInto('staff_members').values(row).execute();
}

/** Whether the shop requires every staff member to sign in with a TOTP code. */
export async function requiresTotp(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff_settings').select('require_totp').where('id', '=', 1).executeTakeFirst();
  return row?.require_totp === 1;
}

/**
 * Records the time step a TOTP code was accepted for, only past the last one: of two
 * sign-ins with the same code (a replay, or two at once) only one stores it. Answers
 * whether this one did.
 */
export async function acceptTotpStep(db: Kysely<Database>, customerId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A staff member with their account's e-mail and names. */
export function staffWithAccount(db: Kysely<Database>) {
  return db
    .selectFrom('staff_members as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select([
      'm.customer_id',
      'm.staff_role',
      'm.disabled_at',
      'm.totp_enabled_at',
      'm.created_at',
      'c.email',
      'c.first_name',
      'c.last_name',
    ])
    .where('c.role', '=', 'admin');
}

/** Active owners: staff accounts with the owner role, not disabled. */
export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_members as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('c.role', '=', 'admin')
    .where('m.staff_role', '=', 'owner')
    .where('m.disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertInvite(
  db: Kysely<Database>,
  row: {
    email: string;
    staff_role: StaffRole;
    token_hash: string;
    invited_by: number | null;
    expires_at: string;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('staff_invites').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Spends the address's unused invites: a new invite replaces older links. */
export async function spendInvitesFor(db: Kysely<Database>, email: string, now: string): Promise<void> {
  await db
    .updateTable('staff_invites')
    .set({ used_at: now })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .execute();
}

/** The invites still to be accepted: unused and not expired. */
export function pendingInvites(db: Kysely<Database>, now: string) {
  return db.selectFrom('staff_invites').selectAll().where('used_at', 'is', null).where('expires_at', '>', now);
}

/**
 * Uses a live invite up in one statement and answers it: of two accepts with the same
 * token only one gets the row, so an invite works once.
 */
export async function consumeInvite(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .updateTable('staff_invites')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
