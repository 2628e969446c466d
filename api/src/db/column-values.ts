import { LINE_STATUSES } from './migrations/003_commerce';
import { RETURN_REASONS as RETURN_REASON_CHECK } from './migrations/004_order_lifecycle';
import {
  HOLD_OUTCOMES as HOLD_OUTCOME_CHECK,
  PAYMENT_STATES as PAYMENT_STATE_CHECK,
} from './migrations/019_payment_holds';
import { STAFF_ROLES as STAFF_ROLE_CHECK } from './migrations/024_staff_and_audit';

// The text columns that hold one of a fixed list of values. Each list is defined once, by
// the migration whose CHECK constraint holds the column to it; db/types.ts takes its
// unions from here, and routes validate against these. A later migration that changes a
// constraint defines its new list, and this file then reads that one.

/** Every order line status of docs/product.md#order-line-statuses (CHECK of migration 003), for validating filters and admin moves. */
export const ORDER_LINE_STATUSES = LINE_STATUSES;

/** Every reason a customer may give for a return (CHECK of migration 004). */
export const RETURN_REASONS = RETURN_REASON_CHECK;

/** Where an order's payment stands: placed, held for the card's 3-D Secure, or released (CHECK of migration 019). */
export const PAYMENT_STATES = PAYMENT_STATE_CHECK;

/** How a payment hold ended (CHECK of migration 019). */
export const HOLD_OUTCOMES = HOLD_OUTCOME_CHECK;

/** The staff roles (CHECK of migration 024); modules/staff/permissions.ts gives each its permissions. */
export const STAFF_ROLES = STAFF_ROLE_CHECK;
