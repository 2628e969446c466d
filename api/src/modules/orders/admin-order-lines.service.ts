import type { Kysely } from 'kysely';
import { JOINED_LINE_CHARGE_COLUMNS } from '../../db/line-charge';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import type { Database } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import { keyset } from '../../lib/keyset-paging';
import { listPageInfo, readListPage, rowsWithCursors } from '../../lib/paging';
import type { AuditActor } from '../audit/audit-log';
import { linePaidCents } from '../payments/line-refunds';
import type { BulkStatusChange, OrderLineCsvQuery, OrderLineListQuery, StatusChange } from './admin-order-line-input';
import type { AdminOrderLine, AdminOrderLinePage, BulkMoveResult } from './admin-order-line-view';
import { searchMatches } from './order-line-search';
import { pickListCsv } from './pick-list';
import { SHIPPING_NEEDS_TRACKING, lacksTracking, type OrderLineLifecycle } from './order-line-lifecycle';

// Order lines for operators (console, REST, CLI): the list with its search, and the
// operator's moves, each made by the line's one state machine (order-line-lifecycle.ts).

function lineQuery(db: Kysely<Database>) {
  return linesWithBuyerAndGroup(db)
    .leftJoin('returns as r', 'r.order_line_id', 'l.id')
    .select([
      'l.id',
      'l.order_id',
      'o.customer_id',
      'c.email',
      'l.group_id',
      'g.product_name',
      ...JOINED_LINE_CHARGE_COLUMNS,
      'l.final_price_cents',
      'l.refunded_cents',
      'l.status',
      'l.tracking_company_name',
      'l.tracking_number',
      'l.invoice_id',
      'r.reason',
      'r.note',
      'r.decline_reason',
      'l.created_at',
    ]);
}

type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

/** The list's two orders, by line id: newest first (the default) or oldest first (lib/keyset-paging.ts). */
const LINE_ORDERS = {
  newest: keyset<{ id: number }>('order-lines:newest', [
    { column: 'l.id', type: 'integer', direction: 'desc', of: (row) => row.id },
  ]),
  oldest: keyset<{ id: number }>('order-lines:oldest', [
    { column: 'l.id', type: 'integer', direction: 'asc', of: (row) => row.id },
  ]),
};

function view(row: LineRow): AdminOrderLine {
  return {
    order_line_id: row.id,
    order_id: row.order_id,
    customer_id: row.customer_id,
    customer_email: row.email,
    group_id: row.group_id,
    product_name: row.product_name,
    quantity: row.quantity,
    price: dollarsFromCents(row.price_cents),
    paid_total: dollarsFromCents(linePaidCents(row)),
    final_price: row.final_price_cents === null ? null : dollarsFromCents(row.final_price_cents),
    refunded_amount: dollarsFromCents(row.refunded_cents),
    status: row.status,
    tracking_company_name: row.tracking_company_name,
    tracking_number: row.tracking_number,
    invoice_id: row.invoice_id,
    return_reason: row.reason,
    return_note: row.note,
    return_decline_reason: row.decline_reason,
    date_created: row.created_at,
  };
}

export function createAdminOrderLinesService(db: Kysely<Database>, lifecycle: OrderLineLifecycle) {
  async function loadLine(id: number): Promise<AdminOrderLine> {
    const row = await lineQuery(db).where('l.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Order line not found');
    return view(row);
  }

  /** One operator move (audited in its transaction), then the line as it is now. */
  async function move(
    actor: AuditActor,
    id: number,
    change: StatusChange & { decline_reason?: string },
    now = new Date(),
    bulkOf?: number,
  ) {
    await lifecycle.move(id, change, { operator: actor, bulkOf }, now);
    return loadLine(id);
  }

  return {
    /** Newest first, one page at a time, by page or by cursor (lib/paging). */
    async list(query: OrderLineListQuery): Promise<AdminOrderLinePage> {
      const { status, search, customer_id: customerId, sort, ...paging } = query;
      let rows = lineQuery(db);
      // The count joins what the search reads, so `total` counts exactly the rows it pages.
      let count = db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .innerJoin('customers as c', 'c.id', 'o.customer_id')
        .innerJoin('groups as g', 'g.id', 'l.group_id')
        .select((eb) => eb.fn.countAll<number | string>().as('total'));
      if (status) {
        rows = rows.where('l.status', '=', status);
        count = count.where('l.status', '=', status);
      }
      if (search) {
        rows = rows.where(searchMatches(search));
        count = count.where(searchMatches(search));
      }
      if (customerId !== undefined) {
        rows = rows.where('o.customer_id', '=', customerId);
        count = count.where('o.customer_id', '=', customerId);
      }
      const [page, { total }] = await Promise.all([
        readListPage(LINE_ORDERS[sort ?? 'newest'], rows, paging),
        count.executeTakeFirstOrThrow(),
      ]);
      return { order_lines: rowsWithCursors(page, view), ...listPageInfo(page, total) };
    },

    /** The pick list: every line of the filter with its delivery address, as CSV, streamed (pick-list.ts). */
    csv(query: OrderLineCsvQuery) {
      return pickListCsv(db, query);
    },

    setStatus(actor: AuditActor, id: number, change: StatusChange, now = new Date()): Promise<AdminOrderLine> {
      return move(actor, id, change, now);
    },

    acceptReturn(actor: AuditActor, id: number): Promise<AdminOrderLine> {
      return move(actor, id, { status: 'return_accepted' });
    },

    /**
     * Moves each line on its own, one after another, each exactly as `setStatus` does (its
     * own transaction, row lock and mail): a line that may not move is refused with its
     * reason and the others still move. A failure that is not the line's (the database)
     * stops the batch; the lines before it stay moved, as their answers said.
     */
    async setStatuses(
      actor: AuditActor,
      { order_line_ids: ids, ...change }: BulkStatusChange,
      now = new Date(),
    ): Promise<BulkMoveResult[]> {
      // Input every line needs alike is refused once, before any line moves.
      if (lacksTracking(change)) throw badRequest(SHIPPING_NEEDS_TRACKING);
      const results: BulkMoveResult[] = [];
      for (const id of ids) {
        try {
          const line = await move(actor, id, change, now, ids.length);
          results.push({ order_line_id: id, ok: true, message: 'Order line updated', order_line: line });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ order_line_id: id, ok: false, message: error.message, order_line: null });
        }
      }
      return results;
    },

    declineReturn(actor: AuditActor, id: number, reason?: string): Promise<AdminOrderLine> {
      return move(actor, id, { status: 'return_declined', decline_reason: reason });
    },
  };
}

export type AdminOrderLinesService = ReturnType<typeof createAdminOrderLinesService>;
