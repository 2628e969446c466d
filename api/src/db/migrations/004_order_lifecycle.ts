import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// The order lifecycle after checkout: settlement bookkeeping on each line, invoices
// issued when a line is completed, and customers' return requests.

// Exported for db/column-values.ts: this CHECK constraint is where the list is defined.
export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'not_as_described',
  'damaged',
  'size_issue',
  'quality_issue',
  'changed_mind',
  'duplicate_order',
  'missing_parts',
  'expired',
  'other',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // final_price_cents: the unit price once the group settled (null before);
  // refunded_cents: every refund given on the line so far (settlement, cancel, return);
  // settle_claimed_at: a runner's claim, retried when stale (it crashed);
  // settled_at: done, never refunded again by settlement.
  await db.schema.alterTable('order_lines').addColumn('final_price_cents', 'integer').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('settle_claimed_at', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('settled_at', 'text').execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().unique().references('order_lines.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();

  // One request per line: a declined return cannot be asked again.
  await withId(db, db.schema.createTable('returns'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().unique().references('order_lines.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('returns_reason', sql.raw(`reason in (${RETURN_REASONS.map((r) => `'${r}'`).join(', ')})`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('returns').execute();
  await db.schema.dropTable('invoices').execute();
  for (const column of ['settled_at', 'settle_claimed_at', 'refunded_cents', 'final_price_cents']) {
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  }
}
