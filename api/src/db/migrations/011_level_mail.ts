import type { Kysely } from 'kysely';

// The 'price level reached' mail (docs/product.md#what-a-buyer-sees): when each buyer was last
// mailed about each group (at most one such mail per group per hour per buyer), and the
// buyers who asked for no more of them through the mail's unsubscribe link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('level_mail_sends')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('level_mail_sends_pk', ['group_id', 'customer_id'])
    .execute();
  await db.schema.alterTable('customers').addColumn('level_mail_opt_out_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('level_mail_opt_out_at').execute();
  await db.schema.dropTable('level_mail_sends').execute();
}
