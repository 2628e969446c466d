import { messagesFor } from '../../test/schema-messages';
import { usd } from '../../test/money';
import {
  CARRIER_REQUIRED_MESSAGE,
  listShows,
  moveConsequence,
  nextMoves,
  shipSchema,
  TRACKING_REQUIRED_MESSAGE,
} from './line-rules';

const LINE = {
  id: '12',
  orderId: '7',
  productName: 'Vitamix Blender',
  quantity: 2,
  customerEmail: 'shopper@example.com',
  paidTotal: usd('226.50'),
  refundedAmount: usd('20.25'),
};

test('the moves the Orders screen offers follow the API: ship or cancel, then deliver; nothing else', () => {
  expect(nextMoves('IN_PROGRESS')).toEqual(['SHIPPING', 'CANCELLED']);
  expect(nextMoves('SHIPPING')).toEqual(['COMPLETED']);
  for (const status of ['COMPLETED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURN_ACCEPTED', 'REFUNDED'] as const) {
    expect(nextMoves(status)).toEqual([]);
  }
});

test('shipping needs a carrier and a tracking number of at most 100 characters', async () => {
  expect(await messagesFor(shipSchema, { trackingCompany: ' ', trackingNumber: '' })).toEqual([
    CARRIER_REQUIRED_MESSAGE,
    TRACKING_REQUIRED_MESSAGE,
  ]);
  expect(await messagesFor(shipSchema, { trackingCompany: 'UPS', trackingNumber: 'x'.repeat(101) })).toEqual([
    'At most 100 characters',
  ]);
  expect(await messagesFor(shipSchema, { trackingCompany: 'UPS', trackingNumber: '1Z999' })).toEqual([]);
});

test('a cancellation says the refund: what was paid less earlier refunds', () => {
  expect(moveConsequence(LINE, 'CANCELLED')).toBe(
    'Cancel line #12 of order #7 (Vitamix Blender × 2) for shopper@example.com? The buyer is refunded $206.25; an open group gets its units back. This cannot be undone.',
  );
  expect(moveConsequence(LINE, 'SHIPPING')).toContain('The buyer is mailed the carrier and tracking number.');
  expect(moveConsequence(LINE, 'COMPLETED')).toContain('Its invoice is issued');
});

test('a list shows a line when it has no status filter or the same status', () => {
  expect(listShows(null, 'SHIPPING')).toBe(true);
  expect(listShows('SHIPPING', 'SHIPPING')).toBe(true);
  expect(listShows('IN_PROGRESS', 'SHIPPING')).toBe(false);
});
