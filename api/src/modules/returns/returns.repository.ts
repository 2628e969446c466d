import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The line only when it belongs to this customer's order; anyone else's is not found. */
export async function findOwnLine(
  db: Kysely<Database>,
  customerId: number,
  orderId: number,
  lineId: number,
): Promise<{ id: number; group_id: number } | undefined> {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.group_id'])
    .where('l.id', '=', lineId)
    .where('o.id', '=', orderId)
    .where('o.customer_id', '=', customerId)
    .executeTakeFirst();
}
