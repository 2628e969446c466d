import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './portable';

// Staff roles, staff invites and the audit log (issue 38; docs/decisions.md "Staff roles
// and the audit log"). One accounts table stays: a staff member is a `customers` row with
// role 'admin' (still meaning "staff", so every check of it keeps working) plus a row here
// naming their staff role. The operators there already become owners.

/** The staff roles (modules/staff/permissions.ts gives each its permissions). */
export const STAFF_ROLES = ['owner', 'support', 'fulfilment', 'finance', 'catalogue'] as const;

const roleCheck = (column: string) =>
  sql`${sql.ref(column)} in (${sql.join(STAFF_ROLES.map((role) => sql.lit(role)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('staff_role', 'text', (c) => c.notNull())
    // Set while the account may not sign in or act; its sessions ended when it was set.
    .addColumn('disabled_at', 'text')
    // The TOTP secret sealed with AES-256-GCM under a key derived from SIGNING_SECRET
    // (staff/totp.ts): a copy of the database alone cannot make codes. Kept from setup on;
    // in force once `totp_enabled_at` is set.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    // The last time step a code was accepted for: a code works once (RFC 6238 §5.2).
    .addColumn('totp_last_step', 'integer')
    .addColumn('invited_by', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('staff_members_role', roleCheck('staff_role'))
    .execute();

  await withId(db, db.schema.createTable('staff_invites'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('staff_role', 'text', (c) => c.notNull())
    // sha256 (hex) of the mailed token, as account_tokens keeps theirs.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    // The account the invite made, once accepted.
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('staff_invites_role', roleCheck('staff_role'))
    .addCheckConstraint('staff_invites_email_lower', sql`email = lower(email)`)
    .execute();
  await db.schema.createIndex('staff_invites_email_idx').on('staff_invites').column('email').execute();

  // The shop's staff settings: one row.
  await db.schema
    .createTable('staff_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('require_totp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addCheckConstraint('staff_settings_one_row', sql`id = 1`)
    .addCheckConstraint('staff_settings_require_totp', sql`require_totp in (0, 1)`)
    .execute();
  await sql`insert into staff_settings (id, require_totp) values (1, 0)`.execute(db);

  await sql`
    insert into staff_members (customer_id, staff_role, created_at)
    select id, 'owner', created_at from customers where role = 'admin'`.execute(db);

  // Every operator action that changes something: who, when, from where, what, before and
  // after. No foreign keys: a row keeps the ids and e-mail as they were, and no cascade can
  // ever need to touch it.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null for the admin CLI, which has no account behind it.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('customer_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('order_line_id', 'integer')
    // JSON text: the fields as they were and as they became (null where there is no side).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['created_at', 'actor_id', 'action', 'customer_id', 'group_id', 'order_line_id']) {
    await db.schema.createIndex(`audit_log_${column}_idx`).on('audit_log').column(column).execute();
  }

  // Append-only, held by the database itself: whatever the code, no UPDATE or DELETE of a
  // row goes through.
  if (isPostgres(db)) {
    await sql`
      create function refuse_audit_log_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op;
      end $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function refuse_audit_log_change()`.execute(db);
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function refuse_audit_log_change()`.execute(db);
    return;
  }
  await sql`
    create trigger audit_log_no_update before update on audit_log
    begin
      select raise(abort, 'audit_log is append-only: UPDATE refused');
    end`.execute(db);
  await sql`
    create trigger audit_log_no_delete before delete on audit_log
    begin
      select raise(abort, 'audit_log is append-only: DELETE refused');
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop table if exists audit_log`.execute(db);
    await sql`drop function if exists refuse_audit_log_change()`.execute(db);
  } else {
    await sql`drop trigger if exists audit_log_no_update`.execute(db);
    await sql`drop trigger if exists audit_log_no_delete`.execute(db);
    await sql`drop table if exists audit_log`.execute(db);
  }
  await db.schema.dropTable('staff_settings').execute();
  await db.schema.dropTable('staff_invites').execute();
  await db.schema.dropTable('staff_members').execute();
}
