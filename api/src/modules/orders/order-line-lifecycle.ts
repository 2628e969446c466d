import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderLineStatus, ReturnReason } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { releaseGroupUnits } from '../catalog/release-units';
import type { InvoiceSigner } from '../invoices/invoice-signing';
import { issueInvoice } from '../invoices/invoices.repository';
import type { MailQueue } from '../mail/mail-queue';
import { orderLineStatusMail } from '../mail/templates';
import { linePaidCents, refundLine } from '../payments/line-refunds';
import type { PaymentProviderFor } from '../payments/payment-providers';
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

/** Who asks for a move: the buyer (a return request) or an operator. */
export type Mover = 'buyer' | 'operator';

/** The only moves a line makes, and who makes each: the buyer asks for a return, an operator makes every other move. */
const TRANSITIONS: Record<OrderLineStatus, Partial<Record<OrderLineStatus, Mover>>> = {
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
function refusalOf(line: LockedLine, move: LineMove, by: Mover): HttpError | undefined {
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

  /** Queued in the move's transaction: the buyer hears of a move exactly when it commits. */
  const tellBuyer: Step = async (trx, line) => {
    if (!mail) return;
    const moved = await lineForBuyerMail(trx, line.id);
    const link =
      moved.status === 'completed'
        ? `${mail.publicUrl}${mail.invoiceSigner.url(moved.order_id)}`
        : `${mail.publicUrl}/dashboard`;
    await mail.queue.add(
      trx,
      orderLineStatusMail({
        to: moved.email,
        firstName: moved.first_name,
        productName: moved.product_name,
        status: moved.status,
        tracking: moved.tracking_number ? `${moved.tracking_company_name} ${moved.tracking_number}` : null,
        link,
      }),
    );
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

  return {
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
        const refusal = refusalOf(line, move, by);
        if (refusal) throw refusal;
        const tracking =
          move.status === 'shipping'
            ? { tracking_company_name: move.tracking_company_name, tracking_number: move.tracking_number }
            : {};
        if (!(await moveStatus(trx, line, move.status, tracking, nowIso))) {
          throw new HttpError(409, `Order line is no longer ${line.status}`);
        }
        for (const step of EFFECTS[move.status]) await step(trx, line, move, nowIso);
      });
      // The mail queued in the move's transaction goes out now that it committed.
      mail?.queue.wake();
    },
  };
}

export type OrderLineLifecycle = ReturnType<typeof createOrderLineLifecycle>;
