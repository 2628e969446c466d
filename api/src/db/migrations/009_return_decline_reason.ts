import type { Kysely } from 'kysely';

// Why an operator declined a return, shown to the buyer on My Orders (the operator
// console's Returns screen asks for it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('returns').addColumn('decline_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('returns').dropColumn('decline_reason').execute();
}
