import type { Kysely, Selectable } from 'kysely';
import { JOINED_LINE_CHARGE_COLUMNS, type LineChargeColumn } from '../../db/line-charge';
import type { Database, OrderLineStatus, OrderLinesTable } from '../../db/types';
import { keyset } from '../../lib/keyset-paging';
import { firstImagePath } from '../catalog/first-image';

type OrderLine = Selectable<OrderLinesTable>;

export type OrderLineRow = Pick<
  OrderLine,
  | 'group_id'
  | LineChargeColumn
  | 'status'
  | 'tracking_company_name'
  | 'tracking_number'
  | 'invoice_id'
  | 'final_price_cents'
  | 'refunded_cents'
  | 'street'
  | 'city'
  | 'state'
  | 'country'
  | 'zip_code'
> & {
  order_id: number;
  order_line_id: number;
  product_name: string;
  product_image: string | null;
  date_created: string;
  /** The order's time: the list's first sort key. */
  order_created_at: string;
  return_decline_reason: string | null;
  /** The group's side, to tell whether it is open and what it costs today. */
  group_status: Database['groups']['status'];
  end_date: string;
  quantity_booked: number;
  max_quantity: number;
  current_price_cents: number;
};

/**
 * The list's order: newest order first (by its time, then its id), its lines in the order
 * they were written. Ends in the line's id, so it is total (lib/keyset-paging.ts).
 */
export const ORDER_LINE_ORDER = keyset<OrderLineRow>('orders', [
  { column: 'o.created_at', type: 'text', direction: 'desc', of: (row) => row.order_created_at },
  { column: 'o.id', type: 'integer', direction: 'desc', of: (row) => row.order_id },
  { column: 'l.id', type: 'integer', direction: 'asc', of: (row) => row.order_line_id },
]);

/** The customer's order lines, in no order yet; only their own orders are joined. */
export function orderLinesQuery(db: Kysely<Database>, customerId: number, status: OrderLineStatus | undefined) {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .leftJoin('returns as r', 'r.order_line_id', 'l.id')
    .select((eb) => [
      'o.id as order_id',
      'l.id as order_line_id',
      'g.id as group_id',
      'g.product_name',
      firstImagePath(eb).as('product_image'),
      ...JOINED_LINE_CHARGE_COLUMNS,
      'l.status',
      'l.tracking_company_name',
      'l.tracking_number',
      'l.invoice_id',
      'l.final_price_cents',
      'l.refunded_cents',
      'l.created_at as date_created',
      'o.created_at as order_created_at',
      'l.street',
      'l.city',
      'l.state',
      'l.country',
      'l.zip_code',
      'r.decline_reason as return_decline_reason',
      'g.status as group_status',
      'g.end_date',
      'g.quantity_booked',
      'g.max_quantity',
      'g.current_price_cents',
    ])
    .where('o.customer_id', '=', customerId);
  if (status !== undefined) query = query.where('l.status', '=', status);
  return query;
}
