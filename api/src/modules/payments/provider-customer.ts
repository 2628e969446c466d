import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProviderCustomers } from './payment-provider';

/**
 * The idempotency key of a shopper's Customer at Stripe. Ids start again at 1 in every
 * fresh database (tests, a staging copy) while one Stripe account may serve them all, so
 * the account's creation time is part of it: `customer-<id>` alone would hand a new
 * account the Customer another database's account 1 made within Stripe's 24 hours.
 */
export const customerKeyOf = (customerId: number, createdAt: string) =>
  `customer-${customerId}-${Date.parse(createdAt)}`;

/**
 * The shopper's Customer at the provider, created the first time a card is saved and
 * stored on their row. Two first cards saved at once both find none and both ask Stripe,
 * with the same idempotency key, so Stripe makes one Customer and answers it twice; the
 * guarded update stores it once, and each caller answers what is stored.
 */
export async function providerCustomerOf(
  db: Kysely<Database>,
  customers: ProviderCustomers,
  customerId: number,
): Promise<string> {
  const row = await db
    .selectFrom('customers')
    .select(['stripe_customer_id', 'email', 'first_name', 'last_name', 'created_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (row.stripe_customer_id) return row.stripe_customer_id;
  const created = await customers.create(
    { id: customerId, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
    customerKeyOf(customerId, row.created_at),
  );
  await db
    .updateTable('customers')
    .set({ stripe_customer_id: created })
    .where('id', '=', customerId)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const stored = await db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? created;
}

/** The shopper's Customer if one was made already; nothing is created. */
export async function storedProviderCustomer(db: Kysely<Database>, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}
