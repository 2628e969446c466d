import type { OrderLineStatus } from '../../__generated__/graphql';

// Spec §4 'Order status labels', verbatim.
export const STATUS_LABELS: Record<OrderLineStatus, string> = {
  IN_PROGRESS: 'In Progress',
  SHIPPING: 'Shipped',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Delivered',
  RETURN_REQUESTED: 'Return Requested',
  RETURN_ACCEPTED: 'Return Accepted',
  RETURN_DECLINED: 'Return Declined',
  RETURN_IN_PROGRESS: 'Return In Progress',
  REFUNDED: 'Refunded',
};

interface StatusOf {
  // Null when the API reported a status the schema does not know.
  status: OrderLineStatus | null;
  rawStatus: string;
}

/** The badge text: the spec's label, or the raw status when it is unknown (spec §4). */
export function statusLabel({ status, rawStatus }: StatusOf): string {
  return status ? STATUS_LABELS[status] : rawStatus;
}

/** The badge's CSS modifier: one colour per known status, a neutral one for unknown ones. */
export function statusTone({ status }: StatusOf): string {
  return status ? status.toLowerCase().replace(/_/g, '-') : 'unknown';
}

/**
 * Spec §4: the Return button shows only for completed or delivered lines. The gateway maps
 * the API's 'delivered' to COMPLETED, so the enum alone decides.
 */
export function canRequestReturn({ status }: StatusOf): boolean {
  return status === 'COMPLETED';
}

/** Spec §4: 'View Invoice' only when the line has an invoice and its status is completed. */
export function canViewInvoice(line: StatusOf & { invoiceId: string | null }): boolean {
  return line.invoiceId !== null && line.invoiceId !== 'NULL' && line.rawStatus === 'completed';
}

/**
 * The invoice page of a line's order: the signed link the API issued (it opens without a
 * session), else the bare order id, which opens for the signed-in owner.
 */
export function invoiceHref(line: { orderId: string; invoiceUrl: string | null }): string {
  return line.invoiceUrl ?? `/invoice?orderid=${encodeURIComponent(line.orderId)}`;
}
