import { messagesFor } from '../../test/schema-messages';
import { usd } from '../../test/money';
import {
  ACTION_STATUS,
  actionConsequence,
  actionsFor,
  DECLINE_REASON_REQUIRED_MESSAGE,
  declineSchema,
  reasonLabel,
} from './return-rules';

const LINE = {
  id: '9',
  orderId: '4',
  productName: 'Desk Lamp',
  quantity: 1,
  customerEmail: 'shopper@example.com',
  paidTotal: usd('54.20'),
  refundedAmount: usd('0.00'),
};

test('each return step offers only what the API allows next', () => {
  expect(actionsFor('RETURN_REQUESTED')).toEqual(['ACCEPT', 'DECLINE']);
  expect(actionsFor('RETURN_ACCEPTED')).toEqual(['RECEIVE']);
  expect(actionsFor('RETURN_IN_PROGRESS')).toEqual(['REFUND']);
  for (const status of ['REFUNDED', 'RETURN_DECLINED', 'COMPLETED', 'IN_PROGRESS'] as const) {
    expect(actionsFor(status)).toEqual([]);
  }
  expect(ACTION_STATUS).toEqual({
    ACCEPT: 'RETURN_ACCEPTED',
    DECLINE: 'RETURN_DECLINED',
    RECEIVE: 'RETURN_IN_PROGRESS',
    REFUND: 'REFUNDED',
  });
});

test('a decline needs a reason for the buyer, at most 500 characters', async () => {
  expect(await messagesFor(declineSchema, { reason: '  ' })).toEqual([DECLINE_REASON_REQUIRED_MESSAGE]);
  expect(await messagesFor(declineSchema, { reason: 'x'.repeat(501) })).toEqual([
    'A reason can be at most 500 characters',
  ]);
  expect(await messagesFor(declineSchema, { reason: 'Opened and used' })).toEqual([]);
});

test('the confirmations say what happens; a refund names what is left of the line', () => {
  expect(actionConsequence(LINE, 'REFUND')).toBe(
    'Refund the return of line #9 of order #4 (Desk Lamp × 1) for shopper@example.com? The buyer is refunded $54.20. This cannot be undone.',
  );
  expect(actionConsequence({ ...LINE, refundedAmount: usd('4.10') }, 'REFUND')).toContain(
    'The buyer is refunded $50.10.',
  );
  expect(actionConsequence(LINE, 'DECLINE')).toContain('The buyer reads your reason on My Orders');
  expect(actionConsequence(LINE, 'ACCEPT')).toContain('The buyer is mailed');
});

test('reasons read as the buyer chose them', () => {
  expect(reasonLabel('CHANGED_MIND')).toBe('Changed my mind');
  expect(reasonLabel(null)).toBe('—');
});
