import type { OrderLineStatus } from '../../__generated__/graphql';
import { STATUS_LABELS } from '../../lib/order-line-status-labels';
import { invoicePath } from '../../lib/paths';

interface StatusOf {
  // Null when the API reported a status the schema does not know.
  status: OrderLineStatus | null;
  rawStatus: string;
}

/** The badge text: the product rules' label, or the raw status when it is unknown (docs/product.md#order-line-statuses). */
export function statusLabel({ status, rawStatus }: StatusOf): string {
  return status ? STATUS_LABELS[status] : rawStatus;
}

/** The badge's CSS modifier: one colour per known status, a neutral one for unknown ones. */
export function statusTone({ status }: StatusOf): string {
  return status ? status.toLowerCase().replace(/_/g, '-') : 'unknown';
}

/**
 * docs/product.md#order-line-statuses: the Return button shows only for completed or delivered lines. The gateway maps
 * the API's 'delivered' to COMPLETED, so the enum alone decides.
 */
export function canRequestReturn({ status }: StatusOf): boolean {
  return status === 'COMPLETED';
}

/** docs/product.md#order-line-statuses: 'View Invoice' only when the line has an invoice and its status is completed. */
export function canViewInvoice(line: StatusOf & { invoiceId: string | null }): boolean {
  return line.invoiceId !== null && line.invoiceId !== 'NULL' && line.rawStatus === 'completed';
}

/**
 * The invoice page of a line's order: the signed link the API issued (it opens without a
 * session), else the bare order id, which opens for the signed-in owner.
 */
export function invoiceHref(line: { orderId: string; invoiceUrl: string | null }): string {
  return line.invoiceUrl ?? invoicePath(line.orderId);
}
