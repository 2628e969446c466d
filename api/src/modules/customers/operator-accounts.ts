import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { emailField, requiredString } from '../../lib/fields';
import { HttpError, notFound } from '../../lib/http-error';
import { newPasswordField } from '../auth/password-rule';
import { hashPassword } from '../auth/password';
import { insertCustomer } from '../profile/profile.repository';
import type { EndedSessions } from './customer-view';

// Operator accounts and sessions, for the admin CLI (sessions also for the console's
// customer page): a production shop has no demo admin,
// so its first operator is created here (docs/decisions.md#production-mode).

export const createAdminInput = z.object({
  email: emailField(),
  password: newPasswordField('password'),
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
});

/** Creates a verified admin; 409 when the e-mail already has an account. */
export async function createAdmin(
  db: Kysely<Database>,
  input: z.output<typeof createAdminInput>,
  now = new Date(),
): Promise<{ id: number; email: string; role: 'admin' }> {
  const taken = await db.selectFrom('customers').select('id').where('email', '=', input.email).executeTakeFirst();
  if (taken) throw new HttpError(409, `An account with the e-mail ${input.email} already exists`);
  const id = await insertCustomer(db, {
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: 'admin',
    customer_type: 'Individual',
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: null,
    title: null,
    phone_number: '',
    is_tax_exempt: 0,
    email_verified_at: now.toISOString(),
    created_at: now.toISOString(),
  });
  return { id, email: input.email, role: 'admin' };
}

export const accountEmailInput = z.object({ email: emailField() });

async function customerIdFor(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
  if (!row) throw notFound(`No account has the e-mail ${email}`);
  return row.id;
}

/** An account's live sessions, newest first (no token: only its hash is stored). */
export async function listSessions(db: Kysely<Database>, email: string, now = new Date()) {
  return liveSessionsOf(db, await customerIdFor(db, email), now);
}

/** Ends one session of the account, or all of them: their tokens answer 401 from then on. */
export async function endSessions(
  db: Kysely<Database>,
  email: string,
  sessionId: number | undefined,
): Promise<EndedSessions> {
  return endSessionsOf(db, await customerIdFor(db, email), sessionId);
}

/** The live sessions of an account by its id, newest first (the CLI and the console's customer page). */
export function liveSessionsOf(db: Kysely<Database>, customerId: number, now = new Date()) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at'])
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of an account by its id, or all of them. */
export async function endSessionsOf(
  db: Kysely<Database>,
  customerId: number,
  sessionId: number | undefined,
): Promise<EndedSessions> {
  let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (sessionId !== undefined) query = query.where('id', '=', sessionId);
  const result = await query.executeTakeFirst();
  return { ended: Number(result.numDeletedRows) };
}
