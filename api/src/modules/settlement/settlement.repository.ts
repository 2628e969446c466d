import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { JOINED_LINE_CHARGE_COLUMNS, type LineChargeColumn } from '../../db/line-charge';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import { forUpdate } from '../../db/row-lock';
import type { Database, OrderLinesTable, SettlementRunsTable } from '../../db/types';
import { keyset } from '../../lib/keyset-paging';
import { readListPage, type ListPageRequest } from '../../lib/paging';

// Queries of settlement. Refunds themselves go through payments/line-refunds.ts, the one
// way any refund of an order line is made.

/** Closes every open group whose end date has passed; answers how many. */
export async function closeExpiredGroups(db: Kysely<Database>, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('groups')
    .set({ status: 'Closed' })
    .where('status', '=', 'Open')
    .where('end_date', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Lines of closed groups not settled yet and not claimed by a live runner. */
export async function settleCandidates(
  db: Kysely<Database>,
  staleBeforeIso: string,
  groupId: number | undefined,
): Promise<{ id: number; group_id: number }[]> {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select(['l.id', 'l.group_id'])
    .where('g.status', '=', 'Closed')
    .where('l.settled_at', 'is', null)
    .where((eb) => eb.or([eb('l.settle_claimed_at', 'is', null), eb('l.settle_claimed_at', '<', staleBeforeIso)]));
  if (groupId !== undefined) query = query.where('g.id', '=', groupId);
  return query.orderBy('l.id').execute();
}

/**
 * Claims one line for this runner. The WHERE repeats the candidate test, so of two
 * runners racing for the same line exactly one changes the row; the other sees 0 rows.
 */
export async function claimLine(
  db: Kysely<Database>,
  lineId: number,
  nowIso: string,
  staleBeforeIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_lines')
    .set({ settle_claimed_at: nowIso })
    .where('id', '=', lineId)
    .where('settled_at', 'is', null)
    .where((eb) => eb.or([eb('settle_claimed_at', 'is', null), eb('settle_claimed_at', '<', staleBeforeIso)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Gives back claims this runner took (at `claimedAtIso`) on lines it did not settle,
 * so the next run retries them at once instead of waiting for the claims to go stale.
 * Guarded: a line settled, or claimed since by another runner, is left alone.
 */
export async function releaseClaims(db: Kysely<Database>, lineIds: number[], claimedAtIso: string): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .updateTable('order_lines')
    .set({ settle_claimed_at: null })
    .where('id', 'in', lineIds)
    .where('settled_at', 'is', null)
    .where('settle_claimed_at', '=', claimedAtIso)
    .execute();
}

export type SettleLine = Pick<
  Selectable<OrderLinesTable>,
  'id' | 'order_id' | 'group_id' | LineChargeColumn | 'refunded_cents' | 'status'
> & {
  customer_id: number;
  group_price_cents: number;
  quantity_booked: number;
  product_name: string;
  email: string;
  first_name: string;
};

/**
 * Locks the line (PostgreSQL) if it is not settled yet; false when it is. Only the line
 * row: a cancellation locks its line and then its group, so settlement must not take
 * the group first.
 */
export async function lockUnsettledLine(trx: Transaction<Database>, lineId: number): Promise<boolean> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('order_lines').select('id').where('id', '=', lineId).where('settled_at', 'is', null),
  ).executeTakeFirst();
  return row !== undefined;
}

/**
 * What settlement's refund of a line is computed from (its charge, what came back of it,
 * its status, its group's base price and units booked), the line joined as `l` and its
 * group as `g`. The console's Overview reads the same to say what settlement will refund.
 */
export const SETTLEMENT_REFUND_COLUMNS = [
  'l.group_id',
  ...JOINED_LINE_CHARGE_COLUMNS,
  'l.refunded_cents',
  'l.status',
  'g.price_cents as group_price_cents',
  'g.quantity_booked',
] as const;

export async function findSettleLine(db: Kysely<Database>, lineId: number): Promise<SettleLine | undefined> {
  return linesWithBuyerAndGroup(db)
    .select([
      'l.id',
      'l.order_id',
      'o.customer_id',
      'c.email',
      'c.first_name',
      ...SETTLEMENT_REFUND_COLUMNS,
      'g.product_name',
    ])
    .where('l.id', '=', lineId)
    .executeTakeFirst();
}

/** Marks the line settled; guarded so a second finisher (a stale-claim retry) changes nothing. */
export async function markSettled(
  trx: Transaction<Database>,
  lineId: number,
  finalPriceCents: number,
  refundCents: number,
  nowIso: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('order_lines')
    .set((eb) => ({
      settled_at: nowIso,
      final_price_cents: finalPriceCents,
      refunded_cents: eb('refunded_cents', '+', refundCents),
    }))
    .where('id', '=', lineId)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Keeps one run's summary for the console's recent runs. */
export async function recordRun(db: Kysely<Database>, run: Insertable<SettlementRunsTable>): Promise<number> {
  const { id } = await db.insertInto('settlement_runs').values(run).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A run's row brought up to date as it goes (an operator's run) or as it ends. */
export async function updateRun(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SettlementRunsTable>,
): Promise<void> {
  await db.updateTable('settlement_runs').set(changes).where('id', '=', id).execute();
}

/** The runs' order: newest first, by id (lib/keyset-paging.ts). */
const RUN_ORDER = keyset<{ id: number }>('settlement-runs', [
  { column: 'r.id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

/**
 * A page of the runs kept, newest first (by page or by cursor), each with the name and
 * e-mail of the operator who started it (null for the job, the CLI and older runs), and
 * how many there are in all.
 */
function runsWithOperator(db: Kysely<Database>) {
  return db
    .selectFrom('settlement_runs as r')
    .leftJoin('customers as c', 'c.id', 'r.started_by_customer_id')
    .selectAll('r')
    .select(['c.first_name as operator_first_name', 'c.last_name as operator_last_name', 'c.email as operator_email']);
}

/** One run with its operator, as the list has it; undefined when there is none. */
export function findRun(db: Kysely<Database>, id: number) {
  return runsWithOperator(db).where('r.id', '=', id).executeTakeFirst();
}

export async function listRuns(db: Kysely<Database>, paging: ListPageRequest) {
  const runs = runsWithOperator(db);
  const [page, { total }] = await Promise.all([
    readListPage(RUN_ORDER, runs, paging),
    db
      .selectFrom('settlement_runs')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { page, total };
}
