import type { Kysely } from 'kysely';
import type { Database } from './types';

/**
 * Order lines (`l`) joined to their order (`o`), its buyer (`c`) and the line's group (`g`):
 * how the admin's line list, settlement and invoices read a line with who bought it and what.
 */
export function linesWithBuyerAndGroup(db: Kysely<Database>) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .innerJoin('groups as g', 'g.id', 'l.group_id');
}
