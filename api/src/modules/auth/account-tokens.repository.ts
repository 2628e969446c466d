import type { Kysely } from 'kysely';
import type { Database, TokenPurpose } from '../../db/types';

export async function insertAccountToken(
  db: Kysely<Database>,
  row: { customer_id: number; purpose: TokenPurpose; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('account_tokens').values(row).execute();
}

/**
 * Uses a live token up in one statement and answers its customer: of two requests with
 * the same token only one gets a row back, so a token really works once.
 */
export async function consumeAccountToken(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: TokenPurpose,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
}

/** The account a live token belongs to, and its role; undefined for an unknown, used or expired token. */
export async function liveTokenAccount(db: Kysely<Database>, tokenHash: string, purpose: TokenPurpose, now: string) {
  return db
    .selectFrom('account_tokens as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select(['c.id', 'c.role'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.purpose', '=', purpose)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

export async function isAccountTokenLive(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: TokenPurpose,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends every unused token of that purpose (a newer request replaces older links). */
export async function spendAccountTokens(
  db: Kysely<Database>,
  customerId: number,
  purpose: TokenPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Whether this verification token was used already and its account's e-mail is verified:
 * the link opened a second time, which deserves 'already verified' rather than a failure.
 */
export async function isSpentTokenOfVerifiedEmail(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select('t.id')
    .where('t.token_hash', '=', tokenHash)
    .where('t.purpose', '=', 'verify_email')
    .where('t.used_at', 'is not', null)
    .where('c.email_verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markEmailVerified(db: Kysely<Database>, customerId: number, now: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({ email_verified_at: now })
    .where('id', '=', customerId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setPasswordHash(db: Kysely<Database>, customerId: number, passwordHash: string): Promise<void> {
  await db.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
}

export async function clearLoginFailuresFor(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

/** Tokens of a purpose issued to the customer since `since` (spent ones too). */
export async function countAccountTokensSince(
  db: Kysely<Database>,
  customerId: number,
  purpose: TokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
