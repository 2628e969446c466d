import type { Kysely } from 'kysely';

// One Stripe Customer per shop customer (issue 37; docs/decisions.md "Stripe objects"),
// created with the first card saved through Stripe and kept here. The unique index makes
// the stored id the one answer: two first cards saved at once store it once (the second
// writer's guarded update finds it set). Null with the sandbox and until a first card.
//
// Each card keeps the Stripe Customer its PaymentMethod is attached to, so a charge names
// it without asking Stripe (a card saved before this migration was attached to a Customer
// of its own, and keeps null: its charge asks Stripe, as before), and Stripe's fingerprint
// of the card number, so the same card saved twice is known as such. A charge written down
// to give back keeps the Customer it was asked with: asking again under the same
// idempotency key must send the same parameters.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('stripe_customer_id', 'text').execute();
  await db.schema
    .createIndex('customers_stripe_customer_id')
    .unique()
    .on('customers')
    .column('stripe_customer_id')
    .execute();
  await db.schema.alterTable('cards').addColumn('provider_customer_id', 'text').execute();
  await db.schema.alterTable('cards').addColumn('fingerprint', 'text').execute();
  await db.schema.alterTable('charges_to_return').addColumn('provider_customer_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges_to_return').dropColumn('provider_customer_id').execute();
  await db.schema.alterTable('cards').dropColumn('fingerprint').execute();
  await db.schema.alterTable('cards').dropColumn('provider_customer_id').execute();
  await db.schema.dropIndex('customers_stripe_customer_id').execute();
  await db.schema.alterTable('customers').dropColumn('stripe_customer_id').execute();
}
