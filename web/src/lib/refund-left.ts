import { centsOf, type MoneyAmount } from './money';

/**
 * What is left to refund on an order line, in cents: what it paid less what was refunded
 * before (settlement's price difference, an earlier refund), never below zero. The console's
 * Orders screen says it when cancelling, the Returns screen when refunding a return; the
 * API refunds the same amount (api/src/modules/payments/line-refunds.ts).
 */
export function refundLeft(line: { paidTotal: MoneyAmount; refundedAmount: MoneyAmount }): number {
  return Math.max(centsOf(line.paidTotal) - centsOf(line.refundedAmount), 0);
}
