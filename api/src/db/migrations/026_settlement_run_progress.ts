import { sql, type Kysely } from 'kysely';

// A settlement run an operator starts shows its progress as it goes (issue 39): its row is
// written when it starts and kept current as each line settles, and says when it ended.
// `finished_at` null is a run still going; the runs kept before this ended when written.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_runs').addColumn('finished_at', 'text').execute();
  for (const column of ['lines_total', 'groups_total', 'groups_settled']) {
    await db.schema
      .alterTable('settlement_runs')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`update settlement_runs set finished_at = created_at, lines_total = lines_settled`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['groups_settled', 'groups_total', 'lines_total', 'finished_at']) {
    await db.schema.alterTable('settlement_runs').dropColumn(column).execute();
  }
}
