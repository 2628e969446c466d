import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Notes that the account signed in from `ip` at `now`, and forgets the account's addresses
 * not signed in from since `forgetBefore`: a mobile carrier's addresses change, and an
 * address is trusted only while its owner keeps using it.
 */
export async function rememberLoginAddress(
  db: Kysely<Database>,
  customerId: number,
  ip: string,
  now: string,
  forgetBefore: string,
): Promise<void> {
  await db
    .insertInto('login_addresses')
    .values({ customer_id: customerId, ip, last_login_at: now })
    .onConflict((conflict) => conflict.columns(['customer_id', 'ip']).doUpdateSet({ last_login_at: now }))
    .execute();
  await db
    .deleteFrom('login_addresses')
    .where('customer_id', '=', customerId)
    .where('last_login_at', '<', forgetBefore)
    .execute();
}

/** Whether the account behind `email` has signed in from `ip` since `since`. */
export async function isKnownLoginAddress(
  db: Kysely<Database>,
  email: string,
  ip: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_addresses as a')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .select('a.ip')
    .where('c.email', '=', email)
    .where('a.ip', '=', ip)
    .where('a.last_login_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}
