import type { Kysely } from 'kysely';
import type { Customer, Database, NewCustomer } from '../../db/types';

export type CustomerChanges = Partial<
  Pick<Customer, 'first_name' | 'last_name' | 'phone_number' | 'title' | 'company_name' | 'is_tax_exempt'>
>;

export async function insertCustomer(db: Kysely<Database>, customer: NewCustomer): Promise<number> {
  const { id } = await db.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomer(
  db: Kysely<Database>,
  customerId: number,
  changes: CustomerChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
}
