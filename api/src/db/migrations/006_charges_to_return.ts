import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// Charges an outside payment provider may have made for an order that was never placed
// (the provider timed out, or our commit failed after it charged). Each row is returned
// to the buyer by the payments job until `returned_at` is set; the row is the record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('charges_to_return'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The key the charge was asked for with: asking again with it finds the charge, if any.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider_card_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // Known when the provider answered before our commit failed; null when it did not answer.
    .addColumn('charge_id', 'text')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'text')
    // 'refunded': the charge existed and was refunded in full; 'never_charged': it did not exist.
    .addColumn('outcome', 'text')
    .addCheckConstraint('charges_to_return_amount', sql`amount_cents > 0`)
    .execute();
  await db.schema.createIndex('charges_to_return_open_idx').on('charges_to_return').column('returned_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('charges_to_return').execute();
}
