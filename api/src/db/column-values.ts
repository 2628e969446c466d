// The text columns that hold one of a fixed list of values, each list written once:
// db/types.ts takes its unions from these, and routes validate against them. The
// migrations keep their own copies on purpose (frozen history, docs/decisions.md
// "Repeated code left on purpose").

/** Every order line status of docs/product.md#order-line-statuses, for validating filters and admin moves. */
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
] as const;

/** Every reason a customer may give for a return (migration 004). */
export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'not_as_described',
  'damaged',
  'size_issue',
  'quality_issue',
  'changed_mind',
  'duplicate_order',
  'missing_parts',
  'expired',
  'other',
] as const;
