import type { Kysely } from 'kysely';

// Which operator started a settlement run (issue 40): the console's Settlement screen says
// who, not just "An operator". Null for the minute job and the CLI, and for runs kept from
// before this migration; an operator's account removed later leaves the run, unnamed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settlement_runs')
    .addColumn('started_by_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_runs').dropColumn('started_by_customer_id').execute();
}
