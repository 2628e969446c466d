import type { OrderLineStatus } from '../__generated__/graphql';

// Shared by My Orders and the operator console: one word for a status in every screen.
// docs/product.md#order-line-statuses 'Order status labels', verbatim.
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
