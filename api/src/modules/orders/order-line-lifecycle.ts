import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderLineStatus, ReturnReason } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollars, recordAudit, type AuditAction, type AuditActor } from '../audit/audit-log';
import { releaseGroupUnits } from '../catalog/release-units';
import type { InvoiceSigner } from '../invoices/invoice-signing';
import { issueInvoice } from '../invoices/invoices.repository';
import type { MailQueue } from '../mail/mail-queue';
import { orderLineStatusMail } from '../mail/templates';
import { linePaidCents, refundLine } from '../payments/line-refunds';
import type { PaymentProviderFor } from '../payments/payment-providers';
import type { Permission } from '../staff/permissions';
import {
  addRefunded,
  lineForBuyerMail,
  lockLine,
  moveStatus,
  openReturn,
  recordReturnStep,
  type LockedLine,
} from './order-line-lifecycle.repository';

// An order line's one state machine (docs/product.md#order-line-statuses), behind the
// operator's moves (console, REST, CLI, one line or many) and the buyer's return request
// alike: which moves are allowed and who makes them (TRANSITIONS), why a move is refused
// (`refusalOf`), and what each move does, as named steps in the move's transaction
// (EFFECTS). Settlement refunds a line without moving it (settlement.service.ts).

/** Who may make a move: the buyer (a return request) or an operator. */
type MoverKind = 'buyer' | 'operator';

/** Who asks for a move: the buyer, or an operator (a staff member or the CLI), whose move is audited. */
export type Mover =
  | 'buyer'
  | {
      operator: AuditActor;
      /** A bulk move of this many lines, each moved (and audited) on its own. */ bulkOf?: number;
    };

/** The only moves a line makes, and who makes each: the buyer asks for a return, an operator makes every other move. */
const TRANSITIONS: Record<OrderLineStatus, Partial<Record<OrderLineStatus, MoverKind>>> = {
  in_progress: { shipping: 'operator', cancelled: 'operator' },
  shipping: { completed: 'operator' },
  completed: { return_requested: 'buyer' },
  cancelled: {},
  return_requested: { return_accepted: 'operator', return_declined: 'operator' },
  return_accepted: { return_in_progress: 'operator' },
  return_declined: {},
  return_in_progress: { refunded: 'operator' },
  refunded: {},
};

/**
 * The staff permission each operator move needs (docs/decisions.md "Staff roles and the
 * audit log"): shipping and delivering are fulfilment's; a return's steps before its money
 * are a decision on it; every move that pays money back needs `refunds.issue`, so whoever
 * ships lines cannot open a refund. The operators' line routes declare this table as their
 * permission (admin-order-lines.routes.ts), read by the admin scope.
 */
export const OPERATOR_MOVE_PERMISSIONS = {
  shipping: 'orders.fulfil',
  completed: 'orders.fulfil',
  cancelled: 'refunds.issue',
  return_accepted: 'returns.decide',
  return_declined: 'returns.decide',
  return_in_progress: 'returns.decide',
  refunded: 'refunds.issue',
} as const satisfies Partial<Record<OrderLineStatus, Permission>>;

/** A move and what it carries. */
export type LineMove = {
  status: OrderLineStatus;
  /** shipping: the carrier and the tracking number, both required. */
  tracking_company_name?: string;
  tracking_number?: string;
  /** return_declined: why, for the buyer (shown on My Orders). */
  decline_reason?: string;
  /** return_requested: the buyer's reason and note. */
  return_request?: { reason: ReturnReason; note: string | null };
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

export const SHIPPING_NEEDS_TRACKING = 'tracking_company_name and tracking_number are required for shipping';

/** True when a move to shipping lacks its carrier or tracking number. */
export const lacksTracking = (move: Omit<LineMove, 'return_request'>) =>
  move.status === 'shipping' && !(move.tracking_company_name && move.tracking_number);

/** The moves that pay back what is left of the line. */
const refunds = (status: OrderLineStatus) => status === 'cancelled' || status === 'refunded';

/** Why the line may not make this move now, or undefined when it may; read under the line's lock. */
function refusalOf(line: LockedLine, move: LineMove, by: MoverKind): HttpError | undefined {
  const allowed = TRANSITIONS[line.status][move.status] === by;
  if (by === 'buyer') {
    // The buyer's one move is a return of a delivered line (docs/product.md#my-orders).
    return allowed
      ? undefined
      : new HttpError(409, `This order line is ${line.status}; only delivered items can be returned.`);
  }
  const already = line.status === move.status ? ALREADY[move.status] : undefined;
  if (already) return new HttpError(409, already);
  if (!allowed) return new HttpError(409, `Order line is ${line.status}; it cannot become ${move.status}`);
  // A settlement runner holds the line: refunding now could overlap its refund.
  if (refunds(move.status) && line.settle_claimed_at !== null && line.settled_at === null) {
    return new HttpError(409, 'Order line is being settled; try again in a few minutes');
  }
  if (lacksTracking(move)) return badRequest(SHIPPING_NEEDS_TRACKING);
  return undefined;
}

/** One effect of a move, run in the move's transaction after the line's status changed. */
type Step = (trx: Transaction<Database>, line: LockedLine, move: LineMove, nowIso: string) => Promise<void>;

const invoice: Step = async (trx, line, _move, nowIso) => {
  await issueInvoice(trx, line.id, nowIso);
};

/**
 * A cancelled line of an open group gives its units back (catalog/release-units.ts, the
 * one way units go back); a closed group keeps its final quantity. The line's row is
 * locked first (`move`), then the group's.
 */
const releaseStock: Step = async (trx, line, _move, nowIso) => {
  if (!(await releaseGroupUnits(trx, line.group_id, line.quantity, nowIso))) return;
  await trx.updateTable('order_lines').set({ stock_released_at: nowIso }).where('id', '=', line.id).execute();
};

const startReturn: Step = async (trx, line, move, nowIso) => {
  const request = move.return_request;
  if (!request) throw new Error('A return request carries its reason');
  await openReturn(trx, { order_line_id: line.id, reason: request.reason, note: request.note, created_at: nowIso });
};

const followReturn: Step = (trx, line, move) => recordReturnStep(trx, line.id, move.status, move.decline_reason);

/** What an operator's move is in the audit log. */
const AUDIT_ACTIONS_OF: Partial<Record<OrderLineStatus, AuditAction>> = {
  return_accepted: 'return.accepted',
  return_declined: 'return.declined',
  refunded: 'return.refunded',
};

/** The sentence an owner reads: "shipped line 12 (UPS 1Z999)". */
function moveSummary(line: LockedLine, moved: LockedLine, move: LineMove): string {
  const refund = moved.refunded_cents - line.refunded_cents;
  switch (move.status) {
    case 'shipping':
      return `shipped line ${line.id} (${move.tracking_company_name} ${move.tracking_number})`;
    case 'completed':
      return `delivered line ${line.id}`;
    case 'cancelled':
      return `cancelled line ${line.id} and refunded ${dollars(refund)}`;
    case 'return_accepted':
      return `accepted the return of line ${line.id}`;
    case 'return_declined':
      return `declined the return of line ${line.id}${move.decline_reason ? `: ${move.decline_reason}` : ''}`;
    case 'return_in_progress':
      return `marked the return of line ${line.id} on its way back`;
    case 'refunded':
      return `refunded the return of line ${line.id} (${dollars(refund)})`;
    default:
      return `moved line ${line.id} from ${line.status} to ${move.status}`;
  }
}

/** What the audit row keeps of a line, before and after a move. */
const auditedLine = (line: LockedLine) => ({
  status: line.status,
  tracking_company_name: line.tracking_company_name,
  tracking_number: line.tracking_number,
  refunded_cents: line.refunded_cents,
});

/** Where buyers hear of their lines' moves; without it (CLI) nobody is mailed. */
export type OrderMail = { queue: MailQueue; publicUrl: string; invoiceSigner: InvoiceSigner };

export function createOrderLineLifecycle(db: Kysely<Database>, providerFor: PaymentProviderFor, mail?: OrderMail) {
  /**
   * Pays back what is left of the line (paid total minus earlier refunds, e.g.
   * settlement's), read under the line's lock. The sandbox books the refund in this
   * transaction; an outside provider is protected by the key: a retry after a failed
   * commit answers the first refund.
   */
  const refundTheRest: Step = async (trx, line, move, nowIso) => {
    const amount = linePaidCents(line) - line.refunded_cents;
    await refundLine(trx, providerFor, line, amount, `${move.status}-${line.id}`, nowIso);
    await addRefunded(trx, line.id, Math.max(amount, 0));
  };

  /**
   * Queued in the move's transaction: the buyer hears of a move exactly when it commits.
   * Amounts come from the line as locked before the move: what it charged, and what is left
   * to refund (what a cancellation or a return's refund pays back, or will).
   */
  const tellBuyer: Step = async (trx, line, move) => {
    if (!mail) return;
    const moved = await lineForBuyerMail(trx, line.id);
    const message = orderLineStatusMail(moved.email, moved.status, {
      firstName: moved.first_name,
      orderId: moved.order_id,
      product: moved.product_name,
      quantity: line.quantity,
      ordersUrl: `${mail.publicUrl}/dashboard`,
      paidCents: linePaidCents(line),
      refundCents: Math.max(linePaidCents(line) - line.refunded_cents, 0),
      carrier: moved.tracking_company_name,
      trackingNumber: moved.tracking_number,
      deliveryAddress: {
        name: `${moved.first_name} ${moved.last_name}`.trim(),
        street: moved.street,
        city: moved.city,
        state: moved.state,
        zipCode: moved.zip_code,
        country: moved.country,
      },
      invoiceUrl: `${mail.publicUrl}${mail.invoiceSigner.url(moved.order_id)}`,
      declineReason: move.decline_reason ?? null,
    });
    if (message) await mail.queue.add(trx, message);
  };

  /** What each move does, in order, in its transaction; the buyer's request is answered, not mailed. */
  const EFFECTS: Record<OrderLineStatus, readonly Step[]> = {
    in_progress: [],
    shipping: [tellBuyer],
    completed: [invoice, tellBuyer],
    cancelled: [releaseStock, refundTheRest, tellBuyer],
    return_requested: [startReturn],
    return_accepted: [followReturn, tellBuyer],
    return_declined: [followReturn, tellBuyer],
    return_in_progress: [followReturn, tellBuyer],
    refunded: [refundTheRest, followReturn, tellBuyer],
  };

  /** The operator's move in the audit log, in the move's transaction: the row exists exactly when the move does. */
  async function audit(
    trx: Transaction<Database>,
    by: Exclude<Mover, 'buyer'>,
    line: LockedLine,
    move: LineMove,
    now: Date,
  ) {
    const moved = await trx.selectFrom('order_lines').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
    const order = await trx
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', line.order_id)
      .executeTakeFirstOrThrow();
    const bulk = by.bulkOf === undefined ? {} : { bulk_of: by.bulkOf };
    await recordAudit(
      trx,
      by.operator,
      {
        action: AUDIT_ACTIONS_OF[move.status] ?? 'line.moved',
        subject: { type: 'order_line', id: line.id },
        customerId: order.customer_id,
        groupId: line.group_id,
        orderLineId: line.id,
        before: auditedLine(line),
        after: {
          ...auditedLine(moved),
          ...(move.decline_reason ? { decline_reason: move.decline_reason } : {}),
          ...bulk,
        },
        summary: moveSummary(line, moved, move) + (by.bulkOf === undefined ? '' : ` (bulk move of ${by.bulkOf} lines)`),
      },
      now,
    );
  }

  return {
    /**
     * Why an operator's move would be refused now (its message), or undefined when it would
     * be made: the move's own rules, read without a lock and writing nothing (a dry run's
     * answer; the move itself checks again under the lock).
     */
    async refusal(lineId: number, move: LineMove): Promise<string | undefined> {
      const line = await db.selectFrom('order_lines').selectAll().where('id', '=', lineId).executeTakeFirst();
      if (!line) return 'Order line not found';
      return refusalOf(line, move, 'operator')?.message;
    },

    /**
     * Moves a line one legal step in one transaction with its effects: the line is locked
     * and the move checked against its status read under the lock, and the UPDATE is
     * guarded by that status too, so of two moves racing on a line (two admins, a
     * duplicate request) only one happens; the other is refused with why.
     */
    async move(lineId: number, move: LineMove, by: Mover, now = new Date()): Promise<void> {
      const nowIso = now.toISOString();
      await db.transaction().execute(async (trx) => {
        const line = await lockLine(trx, lineId);
        if (!line) throw notFound('Order line not found');
        const refusal = refusalOf(line, move, by === 'buyer' ? 'buyer' : 'operator');
        if (refusal) throw refusal;
        const tracking =
          move.status === 'shipping'
            ? { tracking_company_name: move.tracking_company_name, tracking_number: move.tracking_number }
            : {};
        if (!(await moveStatus(trx, line, move.status, tracking, nowIso))) {
          throw new HttpError(409, `Order line is no longer ${line.status}`);
        }
        for (const step of EFFECTS[move.status]) await step(trx, line, move, nowIso);
        if (by !== 'buyer') await audit(trx, by, line, move, now);
      });
      // The mail queued in the move's transaction goes out now that it committed.
      mail?.queue.wake();
    },
  };
}

export type OrderLineLifecycle = ReturnType<typeof createOrderLineLifecycle>;
