import type { RefundState, StripeEventStatus } from '../../__generated__/graphql';

// How the console words Stripe's side of the ledger (docs/decisions.md "Stripe webhooks"):
// a refund's state, where the shop stands with each webhook event, and Stripe's own words
// for disputes (needs_response → "Needs response").

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  ACCEPTED: 'Accepted',
  PENDING: 'Pending',
  REQUIRES_ACTION: 'Needs action',
  SUCCEEDED: 'Refunded',
  FAILED: 'Failed',
  CANCELED: 'Canceled',
  RETRYING: 'Retrying',
};

/** A refund's state as the ledger's table says it: why it failed, and how often it was retried. */
export function refundStateText(entry: {
  refundState: RefundState | null;
  refundFailure: string | null;
  refundRetries: number;
}): string {
  if (!entry.refundState) return '';
  const failure = entry.refundFailure ? ` (${stripeWords(entry.refundFailure)})` : '';
  const retries = entry.refundRetries
    ? `, ${entry.refundRetries} ${entry.refundRetries === 1 ? 'retry' : 'retries'}`
    : '';
  return `${REFUND_STATE_LABELS[entry.refundState]}${failure}${retries}`;
}

/** Refunds an operator must look at: failed for good, or failing and being retried. */
export const refundNeedsAttention = (state: RefundState | null) => state === 'FAILED' || state === 'RETRYING';

export const EVENT_STATUS_LABELS: Record<StripeEventStatus, string> = {
  QUEUED: 'Queued',
  WAITING: 'Waiting',
  RETRYING: 'Retrying',
  PROCESSED: 'Processed',
};

/** Stripe's snake_case words (a dispute's reason and status, a refund's failure) as text. */
export function stripeWords(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
