import type { Kysely } from 'kysely';
import type { Database, OrderLineStatus } from '../../db/types';
import { cursorOf, countRows, type CursorRequest, type PageRead } from '../../lib/keyset-paging';
import { dollarsFromCents } from '../../lib/money';
import type { InvoiceSigner } from '../invoices/invoice-signing';
import type { OrderList } from './order-line-view';
import { isGroupOpen } from '../catalog/group-open';
import { settlementRefundCents } from '../settlement/settlement.service';
import { ORDER_LINE_ORDER, orderLinesQuery, type OrderLineRow } from './orders.repository';

/**
 * While the line's group is open (docs/product.md#what-a-buyer-sees): today's unit
 * price and what settlement would refund if the group closed now, by settlement's own rule in
 * integer cents. Cancelled and refunded lines were paid back already, so they have neither.
 */
function whileOpen(row: OrderLineRow, now: Date): { today_price: number | null; refund_if_closed_now: number | null } {
  const open = isGroupOpen(
    {
      status: row.group_status,
      end_date: row.end_date,
      quantity_booked: row.quantity_booked,
      max_quantity: row.max_quantity,
    },
    now,
  );
  if (!open || row.status === 'cancelled' || row.status === 'refunded') {
    return { today_price: null, refund_if_closed_now: null };
  }
  return {
    today_price: dollarsFromCents(row.current_price_cents),
    refund_if_closed_now: dollarsFromCents(settlementRefundCents(row, row.current_price_cents)),
  };
}

/** What My Orders asks for: one status or all; the whole list, or `limit` lines after or before a cursor. */
export type OrderListRequest = CursorRequest & { status?: OrderLineStatus; limit?: number };

/** Lines a page holds when a cursor comes without a `limit`. */
export const DEFAULT_ORDER_PAGE = 20;

export function createOrdersService(db: Kysely<Database>, invoices: InvoiceSigner) {
  /** The whole list as one page, or a page of it (its total counted by the same filter). */
  async function read(
    customerId: number,
    request: OrderListRequest,
  ): Promise<PageRead<OrderLineRow> & { total: number }> {
    const query = orderLinesQuery(db, customerId, request.status);
    if (request.limit === undefined && !cursorOf(request)) {
      const page = await ORDER_LINE_ORDER.readAll(query);
      return { ...page, total: page.rows.length };
    }
    const [page, total] = await Promise.all([
      ORDER_LINE_ORDER.read(query, request.limit ?? DEFAULT_ORDER_PAGE, request),
      countRows(query),
    ]);
    return { ...page, total };
  }

  return {
    async list(customerId: number, request: OrderListRequest, now = new Date()): Promise<OrderList> {
      const { rows, cursors, ...paging } = await read(customerId, request);
      return {
        ...paging,
        order_list: rows.map((row, i) => ({
          cursor: cursors[i]!,
          order_id: row.order_id,
          order_line_id: row.order_line_id,
          price: dollarsFromCents(row.price_cents),
          quantity: row.quantity,
          tax_price: dollarsFromCents(row.tax_cents),
          shipping: dollarsFromCents(row.shipping_cents),
          platform_fee: dollarsFromCents(row.platform_fee_cents),
          invoice_id: row.invoice_id ?? 'NULL',
          invoice_url: row.invoice_id ? invoices.url(row.order_id) : null,
          final_price: row.final_price_cents === null ? null : dollarsFromCents(row.final_price_cents),
          refunded_amount: dollarsFromCents(row.refunded_cents),
          return_decline_reason: row.return_decline_reason,
          ...whileOpen(row, now),
          group: {
            group_id: row.group_id,
            product_name: row.product_name,
            product_image: row.product_image,
            status: row.status,
            tracking_company_name: row.tracking_company_name,
            tracking_number: row.tracking_number,
            date_created: row.date_created,
            street: row.street,
            city: row.city,
            state: row.state,
            country: row.country,
            zip_code: row.zip_code,
            order_line_id: row.order_line_id,
          },
        })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
