import type { Kysely } from 'kysely';

// When a cancelled line gave its units back to its group (null: it never did). The
// booked count of a group is then exactly the sum of its lines' quantities where this
// is null, which the money simulation reconciles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('stock_released_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('stock_released_at').execute();
}
