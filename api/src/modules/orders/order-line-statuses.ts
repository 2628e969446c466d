import type { OrderLineStatus } from '../../db/types';

/** Every order line status of design §3, for validating filters and admin moves. */
export const ORDER_LINE_STATUSES = [
  'in_progress',
  'shipping',
  'cancelled',
  'completed',
  'return_requested',
  'return_accepted',
  'return_declined',
  'return_in_progress',
  'refunded',
] as const satisfies readonly OrderLineStatus[];
