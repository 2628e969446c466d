import type { Kysely } from 'kysely';
import type { Database, OrderLineStatus } from '../../db/types';

export type OrderLineRow = {
  order_id: number;
  order_line_id: number;
  group_id: number;
  product_name: string;
  product_image: string | null;
  quantity: number;
  price_cents: number;
  tax_cents: number;
  shipping_cents: number;
  platform_fee_cents: number;
  status: OrderLineStatus;
  tracking_company_name: string | null;
  tracking_number: string | null;
  invoice_id: string | null;
  final_price_cents: number | null;
  refunded_cents: number;
  date_created: string;
  street: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
};

/** The customer's order lines, newest order first; only their own orders are joined. */
export async function listOrderLines(
  db: Kysely<Database>,
  customerId: number,
  status: OrderLineStatus | undefined,
): Promise<OrderLineRow[]> {
  let query = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select((eb) => [
      'o.id as order_id',
      'l.id as order_line_id',
      'g.id as group_id',
      'g.product_name',
      eb
        .selectFrom('group_images as gi')
        .select('gi.path')
        .whereRef('gi.group_id', '=', 'g.id')
        .orderBy('gi.sort_order')
        .orderBy('gi.id')
        .limit(1)
        .as('product_image'),
      'l.quantity',
      'l.price_cents',
      'l.tax_cents',
      'l.shipping_cents',
      'l.platform_fee_cents',
      'l.status',
      'l.tracking_company_name',
      'l.tracking_number',
      'l.invoice_id',
      'l.final_price_cents',
      'l.refunded_cents',
      'l.created_at as date_created',
      'l.street',
      'l.city',
      'l.state',
      'l.country',
      'l.zip_code',
    ])
    .where('o.customer_id', '=', customerId);
  if (status !== undefined) query = query.where('l.status', '=', status);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').orderBy('l.id').execute();
}
