import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../db/types';
import { hashToken, newToken } from '../lib/token';
import { hashPassword } from '../modules/auth/password';

// Staff accounts for tests, written straight into the database (no invite, no login
// throttling): a verified account with role 'admin', its staff row and a live session.

export type TestStaff = { id: number; email: string; token: string };

let counter = 0;

export async function createStaff(
  db: Kysely<Database>,
  role: StaffRole,
  options: { password?: string } = {},
): Promise<TestStaff> {
  counter += 1;
  const now = new Date().toISOString();
  const email = `${role}${counter}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`;
  const { id } = await db
    .insertInto('customers')
    .values({
      email,
      password_hash: options.password ? await hashPassword(options.password) : 'not-a-login-account',
      role: 'admin',
      customer_type: 'Individual',
      first_name: 'Test',
      last_name: `${role} ${counter}`,
      company_name: null,
      title: null,
      phone_number: '',
      is_tax_exempt: 0,
      email_verified_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_members')
    .values({ customer_id: id, staff_role: role, invited_by: null, created_at: now })
    .execute();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      customer_id: id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: now,
    })
    .execute();
  return { id, email, token };
}
