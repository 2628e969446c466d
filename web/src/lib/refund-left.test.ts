import { refundLeft } from './refund-left';

test('what is left to refund is what was paid less earlier refunds, to the cent', () => {
  expect(refundLeft({ paidTotal: 206.25, refundedAmount: 0 })).toBe(206.25);
  expect(refundLeft({ paidTotal: 54.2, refundedAmount: 4.1 })).toBe(50.1);
  expect(refundLeft({ paidTotal: 10, refundedAmount: 10 })).toBe(0);
});

test('a line refunded beyond what it paid has nothing left, never a negative refund', () => {
  expect(refundLeft({ paidTotal: 10, refundedAmount: 12 })).toBe(0);
});
