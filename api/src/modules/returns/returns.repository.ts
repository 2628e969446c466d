import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderLineStatus, ReturnReason } from '../../db/types';

/** The line only when it belongs to this customer's order; anyone else's is not found. */
export async function findOwnLine(
  db: Kysely<Database>,
  customerId: number,
  orderId: number,
  lineId: number,
): Promise<{ id: number; group_id: number; status: OrderLineStatus } | undefined> {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.group_id', 'l.status'])
    .where('l.id', '=', lineId)
    .where('o.id', '=', orderId)
    .where('o.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Moves completed → return_requested; false when the line was not completed any more. */
export async function markReturnRequested(trx: Transaction<Database>, lineId: number, nowIso: string) {
  const result = await trx
    .updateTable('order_lines')
    .set({ status: 'return_requested', updated_at: nowIso })
    .where('id', '=', lineId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertReturn(
  trx: Transaction<Database>,
  row: { order_line_id: number; reason: ReturnReason; note: string | null; created_at: string },
): Promise<void> {
  await trx
    .insertInto('returns')
    .values({ ...row, status: 'return_requested' })
    .execute();
}
