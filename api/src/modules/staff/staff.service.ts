import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { forUpdate } from '../../db/row-lock';
import type { Database, StaffRole } from '../../db/types';
import { MAX_ID, emailField, intField } from '../../lib/fields';
import { HttpError, notFound } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/token';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { MailQueue } from '../mail/mail-queue';
import { endSessionsOf } from '../sessions/sessions.repository';
import { staffInviteMail } from '../mail/templates';
import { countActiveOwners, insertInvite, pendingInvites, spendInvitesFor, staffWithAccount } from './staff.repository';
import {
  staffRoleValue,
  type StaffInviteView,
  type StaffList,
  type StaffMember,
  type StaffSettings,
} from './staff-view';

// Staff management for owners (issue 38; docs/decisions.md "Staff roles and the audit
// log"): the staff list, invites by e-mail, role changes, disabling and enabling, the
// shop's TOTP rule. Each change and its audit row are one transaction.

/** How long an invite's link works. */
export const INVITE_TTL_MS = 72 * 3_600_000;

export const LAST_OWNER =
  'The shop must keep at least one active owner: make another staff member an owner before this change.';
export const TOTP_BEFORE_REQUIRING =
  'Turn on two-factor sign-in for your own account before requiring it for every staff account.';

const ROLE_MESSAGE = `staff_role must be one of ${staffRoleValue.options.join(', ')}`;
const roleField = z.enum(staffRoleValue.options, { error: ROLE_MESSAGE });
export const staffIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
export const inviteBody = z.object({ email: emailField(), staff_role: roleField });
export const roleBody = z.object({ staff_role: roleField });
export const settingsBody = z.object({
  require_totp: z.boolean({ error: 'require_totp must be true or false' }),
});

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffWithAccount>['executeTakeFirstOrThrow']>>;

const memberView = (row: StaffRow): StaffMember => ({
  staff_id: row.customer_id,
  invite_id: null,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  staff_role: row.staff_role,
  status: row.disabled_at === null ? 'active' : 'disabled',
  totp_enabled: row.totp_enabled_at !== null,
  created_at: row.created_at,
  invite_expires_at: null,
});

/** What an audit row keeps of a staff member. */
const auditFields = (row: StaffRow) => ({
  staff_role: row.staff_role,
  status: row.disabled_at === null ? 'active' : 'disabled',
});

/**
 * Staff changes that could leave the shop without an owner take the settings row's lock
 * first (PostgreSQL; SQLite runs one transaction at a time): of two owners demoting each
 * other at once, the second sees the first's change and is refused.
 */
async function lockStaffChanges(trx: Transaction<Database>): Promise<void> {
  await forUpdate(trx, trx.selectFrom('staff_settings').select('id').where('id', '=', 1)).execute();
}

async function staffMember(db: Kysely<Database>, id: number): Promise<StaffRow> {
  const row = await staffWithAccount(db).where('m.customer_id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Staff member not found');
  return row;
}

/** 409 when the change would leave no active owner. */
async function keepAnOwner(trx: Transaction<Database>, member: StaffRow): Promise<void> {
  if (member.staff_role !== 'owner' || member.disabled_at !== null) return;
  if ((await countActiveOwners(trx)) <= 1) throw new HttpError(409, LAST_OWNER);
}

export function createStaffService(db: Kysely<Database>, deps: { mail: MailQueue; config: Pick<Config, 'publicUrl'> }) {
  return {
    /** Every staff account, oldest first, then the invites not accepted yet. */
    async list(now = new Date()): Promise<StaffList> {
      const [members, invites] = await Promise.all([
        staffWithAccount(db).orderBy('m.customer_id').execute(),
        pendingInvites(db, now.toISOString()).orderBy('id').execute(),
      ]);
      return {
        staff: [
          ...members.map(memberView),
          ...invites.map((invite) => ({
            staff_id: null,
            invite_id: invite.id,
            email: invite.email,
            first_name: null,
            last_name: null,
            staff_role: invite.staff_role,
            status: 'invited' as const,
            totp_enabled: false,
            created_at: invite.created_at,
            invite_expires_at: invite.expires_at,
          })),
        ],
      };
    },

    /**
     * Invites `email` to the staff as `staff_role`: a single-use link (its token hashed at
     * rest) valid 72 hours, mailed in the same transaction; an earlier invite to the address
     * stops working. An address that already has an account is refused (409): staff sign in
     * with an account of their own.
     */
    async invite(actor: AuditActor, input: z.output<typeof inviteBody>, now = new Date()): Promise<StaffInviteView> {
      const nowIso = now.toISOString();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('customers')
          .select('id')
          .where('email', '=', input.email)
          .executeTakeFirst();
        if (taken) throw new HttpError(409, `An account with the e-mail ${input.email} already exists`);
        await spendInvitesFor(trx, input.email, nowIso);
        const inviteId = await insertInvite(trx, {
          email: input.email,
          staff_role: input.staff_role,
          token_hash: hashToken(token),
          invited_by: actor.id,
          expires_at: expiresAt,
          created_at: nowIso,
        });
        const inviter =
          actor.id === null
            ? undefined
            : await trx
                .selectFrom('customers')
                .select(['first_name', 'last_name'])
                .where('id', '=', actor.id)
                .executeTakeFirst();
        await deps.mail.add(
          trx,
          staffInviteMail({
            to: input.email,
            inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : 'The shop',
            role: input.staff_role,
            publicUrl: deps.config.publicUrl,
            token,
          }),
        );
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.invited',
            subject: { type: 'staff_invite', id: inviteId },
            after: { email: input.email, staff_role: input.staff_role, expires_at: expiresAt },
            summary: `invited ${input.email} as ${input.staff_role}`,
          },
          now,
        );
        return inviteId;
      });
      deps.mail.wake();
      return { invite_id: id, email: input.email, staff_role: input.staff_role, expires_at: expiresAt };
    },

    /** A new role, in force from the staff member's next request; never the last active owner's. */
    async changeRole(actor: AuditActor, id: number, role: StaffRole, now = new Date()): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        await lockStaffChanges(trx);
        const member = await staffMember(trx, id);
        if (member.staff_role === role) return memberView(member);
        if (role !== 'owner') await keepAnOwner(trx, member);
        await trx.updateTable('staff_members').set({ staff_role: role }).where('customer_id', '=', id).execute();
        const changed = { ...member, staff_role: role };
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.role_changed',
            subject: { type: 'staff_member', id },
            customerId: id,
            before: { staff_role: member.staff_role },
            after: { staff_role: role },
            summary: `changed ${member.email}'s role from ${member.staff_role} to ${role}`,
          },
          now,
        );
        return memberView(changed);
      });
    },

    /**
     * Disables the account and ends every session of it in the same transaction: its
     * tokens answer 401 at once, and the database announces each ended session (migration
     * 015's trigger), so the gateways close its live sockets. Never the last active owner.
     */
    async disable(actor: AuditActor, id: number, now = new Date()): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        await lockStaffChanges(trx);
        const member = await staffMember(trx, id);
        if (member.disabled_at !== null) return memberView(member);
        await keepAnOwner(trx, member);
        const nowIso = now.toISOString();
        await trx.updateTable('staff_members').set({ disabled_at: nowIso }).where('customer_id', '=', id).execute();
        const sessions = await endSessionsOf(trx, id);
        const disabled = { ...member, disabled_at: nowIso };
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.disabled',
            subject: { type: 'staff_member', id },
            customerId: id,
            before: auditFields(member),
            after: { ...auditFields(disabled), sessions_ended: sessions },
            summary: `disabled ${member.email} and ended ${sessions === 1 ? '1 session' : `${sessions} sessions`}`,
          },
          now,
        );
        return memberView(disabled);
      });
    },

    async enable(actor: AuditActor, id: number, now = new Date()): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        const member = await staffMember(trx, id);
        if (member.disabled_at === null) return memberView(member);
        await trx.updateTable('staff_members').set({ disabled_at: null }).where('customer_id', '=', id).execute();
        const enabled = { ...member, disabled_at: null };
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.enabled',
            subject: { type: 'staff_member', id },
            customerId: id,
            before: auditFields(member),
            after: auditFields(enabled),
            summary: `enabled ${member.email}`,
          },
          now,
        );
        return memberView(enabled);
      });
    },

    /**
     * Clears a staff member's TOTP (a lost or replaced phone) and ends every session of
     * theirs in the same transaction: whoever holds the old device's codes or an open
     * session is out. They sign in with their password and set TOTP up again (required
     * again at once when the shop requires it). A member without TOTP answers unchanged.
     */
    async resetTotp(actor: AuditActor, id: number, now = new Date()): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        const member = await staffMember(trx, id);
        if (member.totp_enabled_at === null) return memberView(member);
        await trx
          .updateTable('staff_members')
          .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('customer_id', '=', id)
          .execute();
        const sessions = await endSessionsOf(trx, id);
        const reset = { ...member, totp_enabled_at: null };
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.totp_reset',
            subject: { type: 'staff_member', id },
            customerId: id,
            before: { totp_enabled: true },
            after: { totp_enabled: false, sessions_ended: sessions },
            summary: `reset the TOTP of ${member.email} and ended ${sessions === 1 ? '1 session' : `${sessions} sessions`}`,
          },
          now,
        );
        return memberView(reset);
      });
    },

    async settings(): Promise<StaffSettings> {
      const row = await db.selectFrom('staff_settings').select('require_totp').where('id', '=', 1).executeTakeFirst();
      return { require_totp: row?.require_totp === 1 };
    },

    /**
     * Requires TOTP of every staff account, or stops requiring it. Whoever requires it must
     * use it themselves (409 otherwise): a shop cannot be set to a rule its owner fails.
     */
    async updateSettings(
      actor: AuditActor,
      input: z.output<typeof settingsBody>,
      now = new Date(),
    ): Promise<StaffSettings> {
      return db.transaction().execute(async (trx) => {
        await lockStaffChanges(trx);
        const current = await trx
          .selectFrom('staff_settings')
          .select('require_totp')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        const before = { require_totp: current.require_totp === 1 };
        if (before.require_totp === input.require_totp) return before;
        if (input.require_totp && actor.id !== null) {
          const own = await trx
            .selectFrom('staff_members')
            .select('totp_enabled_at')
            .where('customer_id', '=', actor.id)
            .executeTakeFirst();
          if (!own?.totp_enabled_at) throw new HttpError(409, TOTP_BEFORE_REQUIRING);
        }
        await trx
          .updateTable('staff_settings')
          .set({ require_totp: input.require_totp ? 1 : 0, updated_at: now.toISOString(), updated_by: actor.id })
          .where('id', '=', 1)
          .execute();
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.settings_changed',
            subject: { type: 'staff_settings', id: null },
            before,
            after: { require_totp: input.require_totp },
            summary: input.require_totp
              ? 'required two-factor sign-in for every staff account'
              : 'stopped requiring two-factor sign-in for staff',
          },
          now,
        );
        return { require_totp: input.require_totp };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
