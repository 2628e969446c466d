import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import { badRequest, unauthorized } from '../../lib/http-error';
import type { MailQueue } from '../mail/mail-queue';
import { passwordChangedMail } from '../mail/templates';
import { endOtherSessions } from '../sessions/sessions.repository';
import { clearFailedLogins, findCustomerById, forgetLoginAttempt, replacePasswordHash } from './auth.repository';
import type { AuthContext } from './auth.service';
import { claimLoginAttempt, windowStart } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { meetsStaffRule, staffPasswordMessage } from './password-rule';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed successfully.';

/**
 * A signed-in customer's password change (docs/decisions.md "Changing a password while
 * signed in"): the current password is required, and checked under the login throttle, so
 * a session left open on a shared computer cannot be used to guess it; the other sessions
 * end with the change.
 */
export function createPasswordChangeService(db: Kysely<Database>, mail: MailQueue, config: Pick<Config, 'publicUrl'>) {
  return {
    async changePassword(
      auth: AuthContext,
      input: { current_password: string; new_password: string },
      ip: string,
      now = new Date(),
    ): Promise<void> {
      const customer = await findCustomerById(db, auth.customerId);
      if (!customer) throw unauthorized();
      // Staff accounts set staff-strength passwords (password-rule.ts).
      if (customer.role === 'admin' && !meetsStaffRule(input.new_password)) {
        throw badRequest(staffPasswordMessage('new_password'));
      }
      // Counted like a login attempt before the check (login-throttle.ts): a wrong current
      // password keeps its row, a failure for this e-mail and address; 429 past the limits.
      const attemptId = await claimLoginAttempt(db, customer.email, ip, now);
      if (!(await verifyPassword(input.current_password, customer.password_hash))) {
        throw badRequest(CURRENT_PASSWORD_INCORRECT);
      }
      await forgetLoginAttempt(db, attemptId);
      // Hashed only after the check, so a wrong guess costs the shop one hash, not two.
      const newHash = await hashPassword(input.new_password);

      await db.transaction().execute(async (trx) => {
        // Guarded on the hash just checked: of two changes sent at once with the same current
        // password, one replaces it and the other finds it gone, as its current password is
        // then wrong (on PostgreSQL the second UPDATE waits for the first's row lock and
        // re-reads the committed row).
        if (!(await replacePasswordHash(trx, customer.id, customer.password_hash, newHash))) {
          throw badRequest(CURRENT_PASSWORD_INCORRECT);
        }
        // The database announces each deleted session (migration 015's trigger) once this
        // commits, and the gateways close the live sockets signed in with them.
        await endOtherSessions(trx, customer.id, auth.sessionId);
        // The owner proved the password from this address, as a login does.
        await clearFailedLogins(trx, customer.email, ip, windowStart(now));
        await mail.add(
          trx,
          passwordChangedMail({ to: customer.email, firstName: customer.first_name, publicUrl: config.publicUrl }),
        );
      });
      mail.wake();
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
