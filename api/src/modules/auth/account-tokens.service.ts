import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import { lockCustomerRow } from '../../db/row-lock';
import type { Database, TokenPurpose } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/token';
import type { MailQueue } from '../mail/mail-queue';
import { passwordResetMail } from '../mail/templates';
import { endSessionsOf } from '../sessions/sessions.repository';
import {
  clearLoginFailuresFor,
  consumeAccountToken,
  countAccountTokensSince,
  insertAccountToken,
  isAccountTokenLive,
  isSpentTokenOfVerifiedEmail,
  liveTokenAccount,
  markEmailVerified,
  setPasswordHash,
  spendAccountTokens,
} from './account-tokens.repository';
import { findCustomerByEmail, findCustomerById } from './auth.repository';
import { hashPassword } from './password';
import { meetsStaffRule, staffPasswordMessage } from './password-rule';

const TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  password_reset: 3_600_000,
};

export const INVALID_VERIFICATION = 'Verification link is invalid or has expired.';
const EMAIL_VERIFIED = 'Email verified successfully.';
/** The link opened again after it verified the address (docs/decisions.md 'Verification'). */
const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const EXPIRED_RESET_LINK = 'Your link has been expired';
/** Reset mails one account gets in an hour; more requests answer the same and send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** A new single-use token for the customer; only its hash is stored. Answers the token to mail. */
export async function issueAccountToken(
  db: Kysely<Database>,
  customerId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertAccountToken(db, {
    customer_id: customerId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + TTL_MS[purpose]).toISOString(),
    created_at: now.toISOString(),
  });
  return token;
}

export function createAccountTokensService(
  db: Kysely<Database>,
  mail: MailQueue,
  config: Pick<Config, 'publicUrl'>,
  log: FastifyBaseLogger,
) {
  const pending = new Set<Promise<void>>();

  /**
   * A new reset link by mail, at most MAX_RESET_MAILS_PER_HOUR an hour per account: the
   * customer's row is locked while the hour's links are counted, so requests sent at
   * once cannot all pass the count. Earlier links stop working.
   */
  async function sendPasswordReset(email: string, now: Date): Promise<void> {
    const customer = await findCustomerByEmail(db, email);
    if (!customer) return;
    // The link and its mail are one transaction: a link exists exactly when its mail is queued.
    const queued = await db.transaction().execute(async (trx) => {
      await lockCustomerRow(trx, customer.id);
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const sent = await countAccountTokensSince(trx, customer.id, 'password_reset', hourAgo);
      if (sent >= MAX_RESET_MAILS_PER_HOUR) return false;
      await spendAccountTokens(trx, customer.id, 'password_reset', now.toISOString());
      const token = await issueAccountToken(trx, customer.id, 'password_reset', now);
      await mail.add(
        trx,
        passwordResetMail({ to: customer.email, firstName: customer.first_name, publicUrl: config.publicUrl, token }),
      );
      return true;
    });
    if (queued) mail.wake();
  }

  return {
    /** Answers the message to show: verified now, or verified already by this same link. */
    async verifyEmail(token: string, now = new Date()): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const tokenHash = hashToken(token);
        const customerId = await consumeAccountToken(trx, tokenHash, 'verify_email', now.toISOString());
        if (customerId === undefined) {
          if (await isSpentTokenOfVerifiedEmail(trx, tokenHash)) return EMAIL_ALREADY_VERIFIED;
          throw badRequest(INVALID_VERIFICATION);
        }
        await markEmailVerified(trx, customerId, now.toISOString());
        return EMAIL_VERIFIED;
      });
    },

    /**
     * Starts a password reset and returns at once, before looking the e-mail up: the
     * answer takes the same time whether or not an account exists (and however slow the
     * mail server is), so it cannot be used to probe for accounts. The work runs after.
     */
    requestPasswordReset(email: string, now = new Date()): void {
      const work: Promise<void> = sendPasswordReset(email, now)
        .catch((error: unknown) => log.error({ err: error }, 'password reset failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Resolves once every reset started so far is done (shutdown, tests). */
    async idle(): Promise<void> {
      await Promise.all([...pending]);
    },

    async isResetTokenLive(token: string, now = new Date()): Promise<boolean> {
      return isAccountTokenLive(db, hashToken(token), 'password_reset', now.toISOString());
    },

    /**
     * Sets the new password and ends every session of the account (whoever held the old
     * password is signed out) and its login throttling. The link arrived by e-mail, which
     * also proves the address, so an unverified account becomes verified.
     */
    async resetPassword(token: string, newPassword: string, now = new Date()): Promise<void> {
      // A guessed link is refused before the hash, so guessing costs the shop no hashing (a
      // hash is about 0.4 s of a core, docs/decisions.md "Password hashing"); the
      // transaction below checks the link again as it spends it.
      const account = await liveTokenAccount(db, hashToken(token), 'password_reset', now.toISOString());
      if (!account) throw badRequest(EXPIRED_RESET_LINK);
      // A staff account's new password follows the staff rule (password-rule.ts).
      if (account.role === 'admin' && !meetsStaffRule(newPassword))
        throw badRequest(staffPasswordMessage('new_password'));
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const customerId = await consumeAccountToken(trx, hashToken(token), 'password_reset', at);
        if (customerId === undefined) throw badRequest(EXPIRED_RESET_LINK);
        await setPasswordHash(trx, customerId, passwordHash);
        await spendAccountTokens(trx, customerId, 'password_reset', at);
        await endSessionsOf(trx, customerId);
        await markEmailVerified(trx, customerId, at);
        const customer = await findCustomerById(trx, customerId);
        if (customer) await clearLoginFailuresFor(trx, customer.email);
      });
    },
  };
}

export type AccountTokensService = ReturnType<typeof createAccountTokensService>;
