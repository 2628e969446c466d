import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import { HttpError, badRequest } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { findStaffMember } from './staff.repository';
import { createTotpSecrets } from './totp';
import type { TotpSetup } from './staff-view';

// A staff member turns on their TOTP second factor (docs/decisions.md "Staff roles and the
// audit log"): setup makes and keeps a new secret, not yet in force; enable puts it in force
// once a code made from it is right, so nobody is locked out by a secret they never saved.

export const ONLY_STAFF = 'Only staff accounts sign in with a TOTP code.';
export const TOTP_ALREADY_ON = 'Two-factor sign-in is already on for this account.';
export const TOTP_NOT_SET_UP = 'Start the setup first: POST user/totp/setup.';
export const WRONG_SETUP_CODE = 'That code is wrong or has expired. Enter the current 6-digit code from your app.';

export const totpEnableBody = z.object({
  code: z
    .string({ error: 'code must be the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6-digit code'),
});

export function createStaffTotpService(db: Kysely<Database>, config: Pick<Config, 'signingSecret'>) {
  const secrets = createTotpSecrets(config.signingSecret);

  async function ownStaffRow(customerId: number) {
    const staff = await findStaffMember(db, customerId);
    if (!staff || staff.disabled_at !== null) throw new HttpError(403, ONLY_STAFF);
    if (staff.totp_enabled_at !== null) throw new HttpError(409, TOTP_ALREADY_ON);
    return staff;
  }

  return {
    /** A new secret for the signed-in staff member; a setup started again replaces the unconfirmed one. */
    async setup(customerId: number, email: string): Promise<TotpSetup> {
      await ownStaffRow(customerId);
      const created = secrets.create(email);
      await db
        .updateTable('staff_members')
        .set({ totp_secret: created.sealed, totp_last_step: null })
        .where('customer_id', '=', customerId)
        .where('totp_enabled_at', 'is', null)
        .execute();
      return { secret: created.secret, otpauth_url: created.otpauthUrl };
    },

    /** Puts the secret of the setup in force once `code` is right; its audit row with it. */
    async enable(actor: AuditActor & { id: number }, code: string, now = new Date()): Promise<void> {
      const staff = await ownStaffRow(actor.id);
      if (staff.totp_secret === null) throw new HttpError(409, TOTP_NOT_SET_UP);
      const step = await secrets.check(staff.totp_secret, code, staff.totp_last_step, now);
      if (step === null) throw badRequest(WRONG_SETUP_CODE);
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('staff_members')
          .set({ totp_enabled_at: now.toISOString(), totp_last_step: step })
          .where('customer_id', '=', actor.id)
          .where('totp_secret', '=', staff.totp_secret)
          .where('totp_enabled_at', 'is', null)
          .executeTakeFirst();
        // A setup started again meanwhile replaced the secret this code was made from.
        if (result.numUpdatedRows !== 1n) throw badRequest(WRONG_SETUP_CODE);
        await recordAudit(
          trx,
          actor,
          {
            action: 'staff.totp_enabled',
            subject: { type: 'staff_member', id: actor.id },
            customerId: actor.id,
            before: { totp_enabled: false },
            after: { totp_enabled: true },
            summary: 'turned on two-factor sign-in',
          },
          now,
        );
      });
    },
  };
}

export type StaffTotpService = ReturnType<typeof createStaffTotpService>;
