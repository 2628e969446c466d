import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// A record of settlement runs that did something, or that an operator asked for, so the
// console's Settlement screen can show recent runs (docs/decisions.md, "Settlement runs
// and the ledger"). The refunds themselves stay in `payments`, the ledger.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('settlement_runs'))
    // 'job' (the minute job), 'operator' (the console or admin REST), 'cli'.
    .addColumn('started_by', 'text', (c) => c.notNull())
    // The one group an operator closed and settled; null for a run over every ended group.
    .addColumn('group_id', 'integer')
    .addColumn('groups_closed', 'integer', (c) => c.notNull())
    .addColumn('lines_settled', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull())
    // Why the run stopped early (the payment provider failed); null when it finished.
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('settlement_runs_started_by', sql`started_by in ('job', 'operator', 'cli')`)
    .execute();
  await db.schema.createIndex('settlement_runs_created_idx').on('settlement_runs').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_runs').execute();
}
