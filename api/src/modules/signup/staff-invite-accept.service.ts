import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { requiredString } from '../../lib/fields';
import { HttpError, badRequest } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import { hashToken } from '../../lib/token';
import { hashPassword } from '../auth/password';
import { staffPasswordField } from '../auth/password-rule';
import { insertCustomer } from '../profile/profile.repository';
import { consumeInvite, insertStaffMember, pendingInvites } from '../staff/staff.repository';
import type { AcceptedInvite, StaffInviteCheck } from '../staff/staff-view';

// An invited staff member makes their account from the invite's link (issue 38): the
// invite names the e-mail and the role; they choose their name and a staff-strength
// password. The account is verified (the link came by mail) and signs in as usual.

export const INVALID_INVITE = 'This invitation link is invalid, used or expired. Ask an owner for a new one.';

const inviteToken = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is not an invitation token');
export const inviteCheckBody = z.object({ token: inviteToken });
export const acceptInviteBody = z.object({
  token: inviteToken,
  password: staffPasswordField('password'),
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
});

/** What accepting answers when the address got an account some other way meanwhile. */
const taken = (email: string) => new HttpError(409, `An account with the e-mail ${email} already exists`);

export function createStaffInviteAcceptance(db: Kysely<Database>) {
  const liveInvite = (token: string, now: Date) =>
    pendingInvites(db, now.toISOString()).where('token_hash', '=', hashToken(token)).executeTakeFirst();

  return {
    /** What the accept page shows before the form: the address and role, or that the link is no good. */
    async check(token: string, now = new Date()): Promise<StaffInviteCheck> {
      const invite = await liveInvite(token, now);
      return invite
        ? { valid: true, email: invite.email, staff_role: invite.staff_role, expires_at: invite.expires_at }
        : { valid: false, email: null, staff_role: null, expires_at: null };
    },

    /**
     * Makes the staff account and spends the invite, in one transaction, with its audit row
     * (the new member is its actor; `ip` the address the request came from).
     */
    async accept(
      input: z.output<typeof acceptInviteBody>,
      ip: string | null,
      now = new Date(),
    ): Promise<AcceptedInvite> {
      // A guessed link costs no hashing: checked before the hash, and again as it is spent.
      if (!(await liveInvite(input.token, now))) throw badRequest(INVALID_INVITE);
      const passwordHash = await hashPassword(input.password);
      const nowIso = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const invite = await consumeInvite(trx, hashToken(input.token), nowIso);
        if (!invite) throw badRequest(INVALID_INVITE);
        const { email } = invite;
        const existing = await trx.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
        if (existing) throw taken(email);
        const id = await insertCustomer(trx, {
          email,
          password_hash: passwordHash,
          role: 'admin',
          customer_type: 'Individual',
          first_name: input.first_name,
          last_name: input.last_name,
          company_name: null,
          title: null,
          phone_number: '',
          is_tax_exempt: 0,
          email_verified_at: nowIso,
          created_at: nowIso,
        });
        await insertStaffMember(trx, {
          customer_id: id,
          staff_role: invite.staff_role,
          invited_by: invite.invited_by,
          created_at: nowIso,
        });
        await trx.updateTable('staff_invites').set({ customer_id: id }).where('id', '=', invite.id).execute();
        await recordAudit(
          trx,
          { id, email, ip },
          {
            action: 'staff.invite_accepted',
            subject: { type: 'staff_member', id },
            customerId: id,
            after: { staff_role: invite.staff_role, invite_id: invite.id },
            summary: `accepted the invite as ${invite.staff_role}`,
          },
          now,
        );
        return { staff_id: id, email, staff_role: invite.staff_role };
      });
    },
  };
}

export type StaffInviteAcceptance = ReturnType<typeof createStaffInviteAcceptance>;
