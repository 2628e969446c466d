import { object, string } from 'yup';
import type {
  OrderLineStatus,
  ReturnReason,
  ReturnTable_OrderLineFragment,
  StaffPermission,
} from '../../__generated__/graphql';
import { formatCents } from '../../lib/money';
import { refundLeft } from '../../lib/refund-left';
import { RETURN_REASONS } from '../../lib/return-reasons';

// The return steps an operator takes, as the API allows them
// (api/src/modules/orders/order-line-lifecycle.ts TRANSITIONS).

export type ReturnAction = 'ACCEPT' | 'DECLINE' | 'RECEIVE' | 'REFUND';

export const RETURN_TABS: ReadonlyArray<{ value: OrderLineStatus; label: string }> = [
  { value: 'RETURN_REQUESTED', label: 'Requested' },
  { value: 'RETURN_ACCEPTED', label: 'Accepted' },
  { value: 'RETURN_IN_PROGRESS', label: 'On its way back' },
  { value: 'REFUNDED', label: 'Refunded' },
  { value: 'RETURN_DECLINED', label: 'Declined' },
];

const ACTIONS: Partial<Record<OrderLineStatus, readonly ReturnAction[]>> = {
  RETURN_REQUESTED: ['ACCEPT', 'DECLINE'],
  RETURN_ACCEPTED: ['RECEIVE'],
  RETURN_IN_PROGRESS: ['REFUND'],
};

/**
 * The permission each step needs, as the API declares it (OPERATOR_MOVE_PERMISSIONS in
 * api/src/modules/orders/order-line-lifecycle.ts): deciding on a return and its progress
 * moves no money; the refund does.
 */
export const ACTION_PERMISSIONS: Record<ReturnAction, StaffPermission> = {
  ACCEPT: 'RETURNS_DECIDE',
  DECLINE: 'RETURNS_DECIDE',
  RECEIVE: 'RETURNS_DECIDE',
  REFUND: 'REFUNDS_ISSUE',
};

/** The steps from `status` that `can` allows (all of them without `can`). */
export function actionsFor(
  status: OrderLineStatus,
  can: (permission: StaffPermission) => boolean = () => true,
): readonly ReturnAction[] {
  return (ACTIONS[status] ?? []).filter((action) => can(ACTION_PERMISSIONS[action]));
}

export const ACTION_LABELS: Record<ReturnAction, string> = {
  ACCEPT: 'Accept',
  DECLINE: 'Decline',
  RECEIVE: 'On its way back',
  REFUND: 'Refund',
};

/** The status an action moves the line to (what the lists are filtered by). */
export const ACTION_STATUS: Record<ReturnAction, OrderLineStatus> = {
  ACCEPT: 'RETURN_ACCEPTED',
  DECLINE: 'RETURN_DECLINED',
  RECEIVE: 'RETURN_IN_PROGRESS',
  REFUND: 'REFUNDED',
};

export const DECLINE_REASON_MAX_LENGTH = 500;
export const DECLINE_REASON_REQUIRED_MESSAGE = 'Please enter the reason the buyer will read';

export const declineSchema = object({
  reason: string()
    .trim()
    .required(DECLINE_REASON_REQUIRED_MESSAGE)
    .max(DECLINE_REASON_MAX_LENGTH, `A reason can be at most ${DECLINE_REASON_MAX_LENGTH} characters`),
});

export function reasonLabel(reason: ReturnReason | null): string {
  return RETURN_REASONS.find((each) => each.value === reason)?.label ?? '—';
}

type Line = Pick<
  ReturnTable_OrderLineFragment,
  'id' | 'orderId' | 'productName' | 'quantity' | 'customerEmail' | 'paidTotal' | 'refundedAmount'
>;

/** What an action does, said in its confirmation. */
export function actionConsequence(line: Line, action: ReturnAction): string {
  const what = `the return of line #${line.id} of order #${line.orderId} (${line.productName} × ${line.quantity}) for ${line.customerEmail}`;
  if (action === 'ACCEPT') return `Accept ${what}? The buyer is mailed to send the item back.`;
  if (action === 'DECLINE')
    return `Decline ${what}? The buyer reads your reason on My Orders; the line is not refunded.`;
  if (action === 'RECEIVE') return `Mark ${what} as on its way back? The refund is the next step.`;
  return `Refund ${what}? The buyer is refunded ${formatCents(refundLeft(line))}. This cannot be undone.`;
}
