import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database, TokenPurpose } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/token';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import {
  clearLoginFailuresFor,
  consumeAccountToken,
  deleteCustomerSessions,
  insertAccountToken,
  isAccountTokenLive,
  markEmailVerified,
  setPasswordHash,
  spendAccountTokens,
} from './account-tokens.repository';
import { findCustomerByEmail, findCustomerById } from './auth.repository';
import { hashPassword } from './password';

const TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  password_reset: 3_600_000,
};

export const INVALID_VERIFICATION = 'Verification link is invalid or has expired.';
export const EXPIRED_RESET_LINK = 'Your link has been expired';

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
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  log: FastifyBaseLogger,
) {
  return {
    async verifyEmail(token: string, now = new Date()): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const customerId = await consumeAccountToken(trx, hashToken(token), 'verify_email', now.toISOString());
        if (customerId === undefined) throw badRequest(INVALID_VERIFICATION);
        await markEmailVerified(trx, customerId, now.toISOString());
      });
    },

    /** Answers the same whether or not the e-mail has an account, so accounts cannot be probed. */
    async forgotPassword(email: string, now = new Date()): Promise<void> {
      const customer = await findCustomerByEmail(db, email);
      if (!customer) return;
      const token = await db.transaction().execute(async (trx) => {
        await spendAccountTokens(trx, customer.id, 'password_reset', now.toISOString());
        return issueAccountToken(trx, customer.id, 'password_reset', now);
      });
      try {
        await mailer.send(
          passwordResetMail({ to: customer.email, firstName: customer.first_name, publicUrl: config.publicUrl, token }),
        );
      } catch (error) {
        // Same answer as for an unknown e-mail: a mail failure must not reveal the account.
        log.error({ err: error, customerId: customer.id }, 'password reset mail failed');
      }
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
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const customerId = await consumeAccountToken(trx, hashToken(token), 'password_reset', at);
        if (customerId === undefined) throw badRequest(EXPIRED_RESET_LINK);
        await setPasswordHash(trx, customerId, passwordHash);
        await spendAccountTokens(trx, customerId, 'password_reset', at);
        await deleteCustomerSessions(trx, customerId);
        await markEmailVerified(trx, customerId, at);
        const customer = await findCustomerById(trx, customerId);
        if (customer) await clearLoginFailuresFor(trx, customer.email);
      });
    },
  };
}

export type AccountTokensService = ReturnType<typeof createAccountTokensService>;
