import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { JOINED_LINE_CHARGE_COLUMNS } from '../../db/line-charge';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import { sql, type Kysely, type Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock';
import { z } from 'zod';
import type { Database, OrderLineStatus, SettlementTrigger } from '../../db/types';
import { MAX_ID, intField, optional, requiredString } from '../../lib/fields';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import { pageFields, pageInfo, pageOffset, type PageInfo } from '../../lib/paging';
import { groupIsOpenSql, isGroupOpen } from '../catalog/group-open';
import { containsPattern } from '../catalog/like-pattern';
import { levelPriceCents } from '../catalog/price-level';
import type { InvoiceSigner } from '../invoices/invoice-signing';
import { issueInvoice } from '../invoices/invoices.repository';
import type { MailQueue } from '../mail/mail-queue';
import { orderLineStatusMail } from '../mail/templates';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { levelsByGroup } from '../pricing/pricing.repository';
import { linePaidCents, refundLine } from '../payments/line-refunds';
import { asOperatorRun } from '../settlement/operator-run-lock';
import type { SettlementService, SettlementSummary } from '../settlement/settlement.service';

// The input schemas are here, exported, so the routes (which declare them) and the
// admin CLI (which parses with them) accept and refuse exactly the same input.

/** docs/product.md#order-line-statuses: the only moves an admin may make; return_requested is the customer's own. */
const TRANSITIONS: Record<OrderLineStatus, readonly OrderLineStatus[]> = {
  in_progress: ['shipping', 'cancelled'],
  shipping: ['completed'],
  completed: [],
  cancelled: [],
  return_requested: ['return_accepted', 'return_declined'],
  return_accepted: ['return_in_progress'],
  return_declined: [],
  return_in_progress: ['refunded'],
  refunded: [],
};

/**
 * What a move the line has already made answers: a duplicate sent at the same moment (a
 * double click, a retry without a key) finds the line moved by the first and is told so
 * (docs/decisions.md, "Money integrity", the column "duplicate at once").
 */
const ALREADY: Partial<Record<OrderLineStatus, string>> = {
  shipping: 'This line is already shipped.',
  completed: 'This line is already delivered.',
  cancelled: 'This line is already cancelled.',
  return_accepted: 'This return is already accepted.',
  return_declined: 'This return is already declined.',
  return_in_progress: 'This return is already on its way back.',
  refunded: 'This line is already refunded.',
};

/** How an operator may order the line list: newest first (the default), or oldest first (who waits longest). */
const LINE_SORTS = ['newest', 'oldest'] as const;
const statusMessage = `status must be one of ${ORDER_LINE_STATUSES.join(', ')}`;
export const lineIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
export const orderLineListQuery = z.object({
  status: optional(z.enum(ORDER_LINE_STATUSES, { error: statusMessage })),
  search: optional(
    requiredString('search', 100).describe(
      "A customer's e-mail or name, a product name (parts match, case-insensitive), or an order, group or line id",
    ),
  ),
  customer_id: optional(
    intField('customer_id must be a positive integer', 1, MAX_ID).describe("Only this customer's lines"),
  ),
  sort: optional(
    z
      .enum(LINE_SORTS, { error: `sort must be one of ${LINE_SORTS.join(', ')}` })
      .describe('newest (the default) or oldest placed first'),
  ),
  ...pageFields,
});
export const declineReturnBody = z.object({
  reason: optional(requiredString('reason', 500).describe('Why, for the buyer (shown on My Orders)')),
});
export const statusChangeBody = z.object({
  status: z.enum(ORDER_LINE_STATUSES, { error: statusMessage }),
  tracking_company_name: optional(requiredString('tracking_company_name', 100)),
  tracking_number: optional(requiredString('tracking_number', 100)),
});

const SHIPPING_NEEDS_TRACKING = 'tracking_company_name and tracking_number are required for shipping';

/** The most lines one bulk move takes: a page of the console's table at most. */
export const MAX_BULK_LINES = 100;
const idsMessage = `order_line_ids must be 1 to ${MAX_BULK_LINES} distinct positive integers`;
export const bulkStatusChangeBody = statusChangeBody.extend({
  order_line_ids: z
    .array(intField(idsMessage, 1, MAX_ID), { error: idsMessage })
    .min(1, idsMessage)
    .max(MAX_BULK_LINES, idsMessage)
    .refine((ids) => new Set(ids).size === ids.length, idsMessage),
});

export type BulkMoveResult = {
  order_line_id: number;
  ok: boolean;
  message: string;
  order_line: AdminOrderLine | null;
};

export type AdminOrderLine = {
  order_line_id: number;
  order_id: number;
  customer_id: number;
  customer_email: string;
  group_id: number;
  product_name: string;
  quantity: number;
  price: number;
  paid_total: number;
  final_price: number | null;
  refunded_amount: number;
  status: OrderLineStatus;
  tracking_company_name: string | null;
  tracking_number: string | null;
  invoice_id: string | null;
  return_reason: string | null;
  return_note: string | null;
  return_decline_reason: string | null;
  date_created: string;
};

export type AdminOrderLinePage = { order_lines: AdminOrderLine[] } & PageInfo;

export type StatusChange = {
  status: OrderLineStatus;
  tracking_company_name?: string;
  tracking_number?: string;
  /** Why a return is declined (return_declined only). */
  decline_reason?: string;
};

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

/**
 * An operator searches by what the customer told them: an e-mail or name, a product, or
 * a number that may be an order, group or line id. Literal LIKE (like-pattern.ts).
 */
function searchMatches(text: string) {
  const pattern = containsPattern(text);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return sql<boolean>`(${sql.join(
    [
      like('c.email'),
      like('c.first_name'),
      like('c.last_name'),
      like('g.product_name'),
      ...(id === null ? [] : [sql<boolean>`o.id = ${id}`, sql<boolean>`g.id = ${id}`, sql<boolean>`l.id = ${id}`]),
    ],
    sql` or `,
  )})`;
}

type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

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

/**
 * A cancelled line of an open group (by `isGroupOpen`, end date included) gives its
 * units back: the booked quantity, and so the level price and the final price
 * settlement will use, goes down. A closed group's final quantity is fixed, so its
 * buyers keep one final price. The group row is locked (PostgreSQL) before it is read,
 * so a booking or another cancellation of the same group waits and then sees this one;
 * the UPDATE subtracts in SQL and re-checks open, so even a stale read cannot lose units.
 */
async function releaseStock(
  trx: Transaction<Database>,
  line: { id: number; group_id: number; quantity: number },
  nowIso: string,
): Promise<void> {
  const group = await forUpdate(
    trx,
    trx
      .selectFrom('groups')
      .select(['price_cents', 'quantity_booked', 'max_quantity', 'status', 'end_date'])
      .where('id', '=', line.group_id),
  ).executeTakeFirstOrThrow();
  if (!isGroupOpen(group, nowIso)) return;
  const booked = group.quantity_booked - line.quantity;
  const levels = (await levelsByGroup(trx, [line.group_id])).get(line.group_id) ?? [];
  const released = await trx
    .updateTable('groups')
    .set((eb) => ({
      quantity_booked: eb('quantity_booked', '-', line.quantity),
      current_price_cents: levelPriceCents(group.price_cents, levels, booked),
    }))
    .where('id', '=', line.group_id)
    .where('quantity_booked', '=', group.quantity_booked)
    .where(groupIsOpenSql('groups', nowIso))
    .executeTakeFirst();
  if (released.numUpdatedRows !== 1n) throw new HttpError(409, 'The group changed meanwhile; please try again');
  await trx.updateTable('order_lines').set({ stock_released_at: nowIso }).where('id', '=', line.id).execute();
}

/** Where buyers hear of their lines' moves; without it (CLI) nobody is mailed. */
export type OrderMail = { queue: MailQueue; publicUrl: string; invoiceSigner: InvoiceSigner };

export function createAdminOrdersService(
  db: Kysely<Database>,
  providerFor: PaymentProviderFor,
  settlement: SettlementService,
  mail?: OrderMail,
) {
  /** Queued in the move's transaction: the buyer hears of a move exactly when it commits. */
  async function tellBuyer(trx: Kysely<Database>, id: number): Promise<void> {
    if (!mail) return;
    const line = view(await lineQuery(trx).where('l.id', '=', id).executeTakeFirstOrThrow());
    const buyer = await trx
      .selectFrom('customers')
      .select('first_name')
      .where('id', '=', line.customer_id)
      .executeTakeFirstOrThrow();
    const link =
      line.status === 'completed'
        ? `${mail.publicUrl}${mail.invoiceSigner.url(line.order_id)}`
        : `${mail.publicUrl}/dashboard`;
    await mail.queue.add(
      trx,
      orderLineStatusMail({
        to: line.customer_email,
        firstName: buyer.first_name,
        productName: line.product_name,
        status: line.status,
        tracking: line.tracking_number ? `${line.tracking_company_name} ${line.tracking_number}` : null,
        link,
      }),
    );
  }

  async function loadLine(id: number): Promise<AdminOrderLine> {
    const row = await lineQuery(db).where('l.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Order line not found');
    return view(row);
  }

  /**
   * Moves a line one legal step, in one transaction with its side effects: shipping
   * records tracking, completed issues the invoice, cancelled and refunded pay back what
   * is left of the line (paid total minus earlier refunds, e.g. settlement's). The update
   * is guarded by the status read, so two admins racing on a line cannot both move it.
   */
  async function move(id: number, change: StatusChange, now = new Date()): Promise<AdminOrderLine> {
    const nowIso = now.toISOString();
    await db.transaction().execute(async (trx) => {
      const line = await forUpdate(
        trx,
        trx.selectFrom('order_lines').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (!line) throw notFound('Order line not found');
      const already = line.status === change.status ? ALREADY[change.status] : undefined;
      if (already) throw new HttpError(409, already);
      if (!TRANSITIONS[line.status].includes(change.status)) {
        throw new HttpError(409, `Order line is ${line.status}; it cannot become ${change.status}`);
      }
      const tracking =
        change.status === 'shipping'
          ? {
              tracking_company_name: change.tracking_company_name ?? null,
              tracking_number: change.tracking_number ?? null,
            }
          : {};
      // A settlement runner holds the line: refunding now could overlap its refund.
      const refunds = change.status === 'cancelled' || change.status === 'refunded';
      if (refunds && line.settle_claimed_at !== null && line.settled_at === null) {
        throw new HttpError(409, 'Order line is being settled; try again in a few minutes');
      }
      if (change.status === 'shipping' && !(tracking.tracking_company_name && tracking.tracking_number)) {
        throw badRequest(SHIPPING_NEEDS_TRACKING);
      }
      const moved = await trx
        .updateTable('order_lines')
        .set({ status: change.status, updated_at: nowIso, ...tracking })
        .where('id', '=', id)
        .where('status', '=', line.status)
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new HttpError(409, `Order line is no longer ${line.status}`);

      if (change.status === 'completed') await issueInvoice(trx, id, nowIso);
      if (change.status === 'cancelled') await releaseStock(trx, line, nowIso);
      if (refunds) {
        const amount = linePaidCents(line) - line.refunded_cents;
        // The sandbox books the refund in this transaction; an outside provider is
        // protected by the key: a retry after a failed commit answers the first refund.
        await refundLine(trx, providerFor, line, amount, `${change.status}-${id}`, nowIso);
        await trx
          .updateTable('order_lines')
          .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', Math.max(amount, 0)) }))
          .where('id', '=', id)
          .execute();
      }
      if (change.status.startsWith('return_') || change.status === 'refunded') {
        const declined = change.status === 'return_declined' ? { decline_reason: change.decline_reason ?? null } : {};
        await trx
          .updateTable('returns')
          .set({ status: change.status, ...declined })
          .where('order_line_id', '=', id)
          .execute();
      }
      await tellBuyer(trx, id);
    });
    mail?.queue.wake();
    return loadLine(id);
  }

  return {
    /** Newest first, one page at a time (lib/paging). */
    async list(query: z.output<typeof orderLineListQuery>): Promise<AdminOrderLinePage> {
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
        rows
          .orderBy('l.id', sort === 'oldest' ? 'asc' : 'desc')
          .limit(paging.page_size)
          .offset(pageOffset(paging))
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { order_lines: page.map(view), ...pageInfo(paging, total) };
    },

    setStatus(id: number, change: StatusChange, now = new Date()): Promise<AdminOrderLine> {
      return move(id, change, now);
    },

    acceptReturn(id: number): Promise<AdminOrderLine> {
      return move(id, { status: 'return_accepted' });
    },

    /**
     * Moves each line on its own, one after another, each exactly as `setStatus` does (its
     * own transaction, row lock and mail): a line that may not move is refused with its
     * reason and the others still move. A failure that is not the line's (the database)
     * stops the batch; the lines before it stay moved, as their answers said.
     */
    async setStatuses(
      { order_line_ids: ids, ...change }: z.output<typeof bulkStatusChangeBody>,
      now = new Date(),
    ): Promise<BulkMoveResult[]> {
      // Input every line needs alike is refused once, before any line moves.
      if (change.status === 'shipping' && !(change.tracking_company_name && change.tracking_number)) {
        throw badRequest(SHIPPING_NEEDS_TRACKING);
      }
      const results: BulkMoveResult[] = [];
      for (const id of ids) {
        try {
          const line = await move(id, change, now);
          results.push({ order_line_id: id, ok: true, message: 'Order line updated', order_line: line });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ order_line_id: id, ok: false, message: error.message, order_line: null });
        }
      }
      return results;
    },

    declineReturn(id: number, reason?: string): Promise<AdminOrderLine> {
      return move(id, { status: 'return_declined', decline_reason: reason });
    },

    /**
     * Closes the group now (whatever its end date) and settles its lines at once, as the
     * one operator run of the moment (`asOperatorRun`: a duplicate sent meanwhile is 409).
     */
    settleGroup(id: number, startedBy: SettlementTrigger = 'operator', now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, async () => {
        const closed = await db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', id).executeTakeFirst();
        if (closed.numUpdatedRows === 0n) throw notFound('Group not found');
        return settlement.run({ groupId: id, now, startedBy });
      });
    },

    /** What the settlement job does, now, as the one operator run of the moment (a duplicate meanwhile is 409). */
    runSettlement(startedBy: SettlementTrigger = 'operator', now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, () => settlement.run({ now, startedBy }));
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
