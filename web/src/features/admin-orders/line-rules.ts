import { object, string } from 'yup';
import type { OrderLineStatus, OrderLineTable_OrderLineFragment, StaffPermission } from '../../__generated__/graphql';
import { formatCents } from '../../lib/money';
import { refundLeft } from '../../lib/refund-left';

// The moves an operator makes from the Orders screen, as the API allows them
// (api/src/modules/orders/order-line-lifecycle.ts TRANSITIONS); the return steps are the
// Returns screen's.

export type OrderMove = 'SHIPPING' | 'COMPLETED' | 'CANCELLED';

const MOVES: Partial<Record<OrderLineStatus, readonly OrderMove[]>> = {
  IN_PROGRESS: ['SHIPPING', 'CANCELLED'],
  SHIPPING: ['COMPLETED'],
};

export const MOVE_LABELS: Record<OrderMove, string> = {
  SHIPPING: 'Ship…',
  COMPLETED: 'Mark delivered…',
  CANCELLED: 'Cancel and refund…',
};

export const MOVE_TITLES: Record<OrderMove, string> = {
  SHIPPING: 'Ship order line',
  COMPLETED: 'Mark order line delivered',
  CANCELLED: 'Cancel order line',
};

/**
 * The permission each move needs, as the API declares it (OPERATOR_MOVE_PERMISSIONS in
 * api/src/modules/orders/order-line-lifecycle.ts): shipping and delivering are
 * fulfilment's; a cancellation pays money back.
 */
export const MOVE_PERMISSIONS: Record<OrderMove, StaffPermission> = {
  SHIPPING: 'ORDERS_FULFIL',
  COMPLETED: 'ORDERS_FULFIL',
  CANCELLED: 'REFUNDS_ISSUE',
};

/** The moves from `status` that `can` allows (all of them without `can`). */
export function nextMoves(
  status: OrderLineStatus,
  can: (permission: StaffPermission) => boolean = () => true,
): readonly OrderMove[] {
  return (MOVES[status] ?? []).filter((move) => can(MOVE_PERMISSIONS[move]));
}

export const TRACKING_MAX_LENGTH = 100;
export const CARRIER_REQUIRED_MESSAGE = 'Please enter the carrier';
export const TRACKING_REQUIRED_MESSAGE = 'Please enter the tracking number';
const TOO_LONG = `At most ${TRACKING_MAX_LENGTH} characters`;

/** Shipping needs a carrier and a tracking number (the buyer sees both on My Orders). */
export const shipSchema = object({
  trackingCompany: string().trim().required(CARRIER_REQUIRED_MESSAGE).max(TRACKING_MAX_LENGTH, TOO_LONG),
  trackingNumber: string().trim().required(TRACKING_REQUIRED_MESSAGE).max(TRACKING_MAX_LENGTH, TOO_LONG),
});

type Line = Pick<
  OrderLineTable_OrderLineFragment,
  'id' | 'orderId' | 'productName' | 'quantity' | 'customerEmail' | 'paidTotal' | 'refundedAmount'
>;

/** What a move does, said in its confirmation. */
export function moveConsequence(line: Line, move: OrderMove): string {
  const what = `line #${line.id} of order #${line.orderId} (${line.productName} × ${line.quantity}) for ${line.customerEmail}`;
  if (move === 'SHIPPING') return `Ship ${what}? The buyer is mailed the carrier and tracking number.`;
  if (move === 'COMPLETED') return `Mark ${what} delivered? Its invoice is issued and the buyer may ask for a return.`;
  return `Cancel ${what}? The buyer is refunded ${formatCents(refundLeft(line))}; an open group gets its units back. This cannot be undone.`;
}

/** Whether a list stored with `status` (null: all) shows a line that is now `status`. */
export function listShows(listStatus: unknown, status: OrderLineStatus): boolean {
  return listStatus == null || listStatus === status;
}

// Bulk moves of selected lines: shipping (one carrier and tracking number for all, e.g.
// one parcel) and delivery; a cancellation refunds money and stays one line at a time.

export type BulkMove = 'SHIPPING' | 'COMPLETED';

/** Both bulk moves are fulfilment's (the pick list). */
export const BULK_PERMISSION: StaffPermission = 'ORDERS_FULFIL';

export const BULK_LABELS: Record<BulkMove, string> = {
  SHIPPING: 'Ship selected…',
  COMPLETED: 'Mark selected delivered…',
};

const lines = (count: number) => `${count} selected line${count === 1 ? '' : 's'}`;

/** What a bulk move does, said in its confirmation. */
export function bulkMoveConsequence(count: number, move: BulkMove): string {
  if (move === 'SHIPPING') {
    return `Ship ${lines(count)} with one carrier and tracking number? Each buyer is mailed them. A line that cannot be shipped now is left as it is and named below.`;
  }
  return `Mark ${lines(count)} delivered? Each gets its invoice and its buyer may ask for a return. A line that is not shipped is left as it is and named below.`;
}
