import { refundLeft } from './refund-left';

const line = (paidTotal: string, refundedAmount: string) => ({
  paidTotal: { amount: paidTotal },
  refundedAmount: { amount: refundedAmount },
});

test('what is left to refund is what was paid less earlier refunds, in cents', () => {
  expect(refundLeft(line('206.25', '0.00'))).toBe(20625);
  expect(refundLeft(line('54.20', '4.10'))).toBe(5010);
  expect(refundLeft(line('10.00', '10.00'))).toBe(0);
});

test('a line refunded beyond what it paid has nothing left, never a negative refund', () => {
  expect(refundLeft(line('10.00', '12.00'))).toBe(0);
});
