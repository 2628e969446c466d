/**
 * What is left to refund on an order line: what it paid less what was refunded before
 * (settlement's price difference, an earlier refund), never below zero. The console's
 * Orders screen says it when cancelling, the Returns screen when refunding a return; the
 * API refunds the same amount (api/src/modules/payments/line-refunds.ts).
 */
export function refundLeft(line: { paidTotal: number; refundedAmount: number }): number {
  // Dollars from the schema: round to the cent so 54.2 - 4.1 reads 50.1, not 50.099….
  return Math.max(Math.round((line.paidTotal - line.refundedAmount) * 100) / 100, 0);
}
