import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

// The audit log (issue 38; docs/decisions.md "Staff roles and the audit log"): every
// operator action that changes something is one row, written by `recordAudit` inside the
// transaction of the change itself, so the row exists exactly when the change does. The
// table is append-only: nothing here updates or deletes, and the database refuses it
// (migration 024's triggers).

/** Every action the log records, by what changed. */
export const AUDIT_ACTIONS = [
  'group.created',
  'group.updated',
  'group.levels_changed',
  'group.closed',
  'group.settled',
  'group_picture.added',
  'group_picture.removed',
  'group_document.added',
  'group_document.removed',
  'settlement.run',
  'line.moved',
  'return.accepted',
  'return.declined',
  'return.refunded',
  'document.approved',
  'document.rejected',
  'customer.sessions_ended',
  'staff.invited',
  'staff.role_changed',
  'staff.disabled',
  'staff.enabled',
  'staff.settings_changed',
  'staff.totp_enabled',
  'staff.totp_reset',
  'staff.invite_accepted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const AUDIT_SUBJECTS = [
  'group',
  'order_line',
  'customer_document',
  'customer',
  'staff_member',
  'staff_invite',
  'staff_settings',
  'settlement',
] as const;

export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/**
 * Who acted: a staff member (id and e-mail as they are now; the row keeps them as they
 * were) and the address the request came from, or the admin CLI (no account, no address).
 */
export type AuditActor = { id: number | null; email: string; ip: string | null };

export type AuditEntry = {
  action: AuditAction;
  subject: { type: AuditSubject; id: number | null };
  /** For the log's filters (a customer's, a group's, a line's page). */
  customerId?: number | null;
  groupId?: number | null;
  orderLineId?: number | null;
  /** The fields as they were and as they became; kept as JSON text. */
  before?: unknown;
  after?: unknown;
  /** What happened, for an owner reading the log: "shipped line 12 (UPS 1Z999)". */
  summary: string;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one entry. `trx` is the transaction making the change: a change that rolls back
 * takes its entry with it, and an entry that cannot be written fails the change.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      created_at: now.toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      ip: actor.ip,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: entry.subject.id,
      customer_id: entry.customerId ?? null,
      group_id: entry.groupId ?? null,
      order_line_id: entry.orderLineId ?? null,
      before: json(entry.before),
      after: json(entry.after),
      summary: entry.summary,
    })
    .execute();
}

/** Dollars as an owner reads them in a summary: "$1,234.50". */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
