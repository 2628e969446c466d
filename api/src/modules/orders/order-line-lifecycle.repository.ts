import type { Selectable, Transaction } from 'kysely';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import { forUpdate } from '../../db/row-lock';
import type { Database, OrderLineStatus, OrderLinesTable, ReturnReason } from '../../db/types';

// The queries of an order line's moves (order-line-lifecycle.ts), each inside the move's
// transaction.

export type LockedLine = Selectable<OrderLinesTable>;

/** The line, locked for its move (`FOR UPDATE` on PostgreSQL): a second move of it waits, then reads this one's result. */
export function lockLine(trx: Transaction<Database>, id: number): Promise<LockedLine | undefined> {
  return forUpdate(trx, trx.selectFrom('order_lines').selectAll().where('id', '=', id)).executeTakeFirst();
}

/**
 * The move itself, with what it records (a shipment's tracking); guarded by the status
 * read under the lock, so it is false when the line moved meanwhile.
 */
export async function moveStatus(
  trx: Transaction<Database>,
  line: LockedLine,
  to: OrderLineStatus,
  recorded: { tracking_company_name?: string | null; tracking_number?: string | null },
  nowIso: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('order_lines')
    .set({ status: to, updated_at: nowIso, ...recorded })
    .where('id', '=', line.id)
    .where('status', '=', line.status)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

/** Adds a refund made on the line to what came back of it, in SQL (never a stale read). */
export async function addRefunded(trx: Transaction<Database>, lineId: number, cents: number): Promise<void> {
  await trx
    .updateTable('order_lines')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents) }))
    .where('id', '=', lineId)
    .execute();
}

/** The return's own row, opened by the buyer's request (one per line: the unique index). */
export async function openReturn(
  trx: Transaction<Database>,
  row: { order_line_id: number; reason: ReturnReason; note: string | null; created_at: string },
): Promise<void> {
  await trx
    .insertInto('returns')
    .values({ ...row, status: 'return_requested' })
    .execute();
}

/** The return's row follows the line's status; a decline keeps its reason for the buyer. */
export async function recordReturnStep(
  trx: Transaction<Database>,
  lineId: number,
  status: OrderLineStatus,
  declineReason: string | null | undefined,
): Promise<void> {
  const declined = status === 'return_declined' ? { decline_reason: declineReason ?? null } : {};
  await trx
    .updateTable('returns')
    .set({ status, ...declined })
    .where('order_line_id', '=', lineId)
    .execute();
}

/** What the buyer's mail about a move says: who, which product, the new status, tracking and the delivery address. */
export function lineForBuyerMail(trx: Transaction<Database>, lineId: number) {
  return linesWithBuyerAndGroup(trx)
    .select([
      'l.order_id',
      'l.status',
      'l.tracking_company_name',
      'l.tracking_number',
      'l.street',
      'l.city',
      'l.state',
      'l.zip_code',
      'l.country',
      'c.email',
      'c.first_name',
      'c.last_name',
      'g.product_name',
    ])
    .where('l.id', '=', lineId)
    .executeTakeFirstOrThrow();
}
