import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { emailField, requiredString } from '../../lib/fields';
import { HttpError, notFound } from '../../lib/http-error';
import { staffPasswordField } from '../auth/password-rule';
import { hashPassword } from '../auth/password';
import { insertCustomer } from '../profile/profile.repository';
import { insertStaffMember } from '../staff/staff.repository';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { endSessionsOf } from '../sessions/sessions.repository';
import type { EndedSessions } from './customer-view';

// Operator accounts and sessions, for the admin CLI (sessions also for the console's
// customer page): a production shop has no demo admin,
// so its first operator, an owner, is created here (docs/decisions.md#production-mode);
// owners invite the rest of the staff (staff/staff.service.ts).

export const createAdminInput = z.object({
  email: emailField(),
  password: staffPasswordField('password'),
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
});

/** Creates a verified staff account with the owner role; 409 when the e-mail already has an account. */
export async function createAdmin(
  db: Kysely<Database>,
  input: z.output<typeof createAdminInput>,
  now = new Date(),
): Promise<{ id: number; email: string; role: 'admin'; staff_role: 'owner' }> {
  const taken = await db.selectFrom('customers').select('id').where('email', '=', input.email).executeTakeFirst();
  if (taken) throw new HttpError(409, `An account with the e-mail ${input.email} already exists`);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const customerId = await insertCustomer(trx, {
      email: input.email,
      password_hash: passwordHash,
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
    await insertStaffMember(trx, {
      customer_id: customerId,
      staff_role: 'owner',
      invited_by: null,
      created_at: now.toISOString(),
    });
    return customerId;
  });
  return { id, email: input.email, role: 'admin', staff_role: 'owner' };
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

/** Ends one session of the account, or all of them: their tokens answer 401 from then on; audited with it. */
export async function endSessions(
  db: Kysely<Database>,
  email: string,
  sessionId: number | undefined,
  actor: AuditActor,
): Promise<EndedSessions> {
  const customerId = await customerIdFor(db, email);
  return db.transaction().execute(async (trx) => {
    const ended = { ended: await endSessionsOf(trx, customerId, sessionId) };
    const which =
      sessionId === undefined
        ? `${ended.ended === 1 ? '1 session' : `${ended.ended} sessions`}`
        : `session ${sessionId}`;
    await recordAudit(trx, actor, {
      action: 'customer.sessions_ended',
      subject: { type: 'customer', id: customerId },
      customerId,
      after: { sessions_ended: ended.ended, ...(sessionId === undefined ? {} : { session_id: sessionId }) },
      summary: `ended ${which} of ${email}`,
    });
    return ended;
  });
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
