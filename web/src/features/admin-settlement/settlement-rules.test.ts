import { messagesFor } from '../../test/schema-messages';
import {
  DAYS_ORDER_MESSAGE,
  DAY_MESSAGE,
  GROUP_NUMBER_MESSAGE,
  GROUP_REQUIRED_MESSAGE,
  ledgerFilterSchema,
  oneGroupSchema,
  reconciliationText,
  runConsequence,
  startedByText,
} from './settlement-rules';

test('one group is named by its number', async () => {
  expect(await messagesFor(oneGroupSchema, { groupId: ' ' })).toEqual([GROUP_REQUIRED_MESSAGE]);
  expect(await messagesFor(oneGroupSchema, { groupId: '12a' })).toEqual([GROUP_NUMBER_MESSAGE]);
  expect(await messagesFor(oneGroupSchema, { groupId: '0' })).toEqual([GROUP_NUMBER_MESSAGE]);
  expect(await messagesFor(oneGroupSchema, { groupId: '12' })).toEqual([]);
});

test('the confirmation says one group is closed now; a full run closes only ended groups', () => {
  expect(runConsequence('12')).toContain('Close group #12 now, whatever its end date');
  expect(runConsequence(null)).toContain('Groups whose end date passed are closed');
});

test('the ledger filter takes days as YYYY-MM-DD, the first not after the last', async () => {
  expect(await messagesFor(ledgerFilterSchema, { from: '', to: '' })).toEqual([]);
  expect(await messagesFor(ledgerFilterSchema, { from: '03/01/2025', to: '' })).toEqual([DAY_MESSAGE]);
  expect(await messagesFor(ledgerFilterSchema, { from: '2025-03-02', to: '2025-03-01' })).toEqual([DAYS_ORDER_MESSAGE]);
  expect(await messagesFor(ledgerFilterSchema, { from: '2025-03-01', to: '2025-03-01' })).toEqual([]);
});

test('the books say whether they reconcile, and by how much they would not', () => {
  const books = { ordersTotal: { amount: '10.00' }, linesRefunded: { amount: '2.00' } };
  expect(reconciliationText({ reconciled: true, ...books })).toMatch(/^The ledger reconciles/);
  expect(reconciliationText({ reconciled: false, ...books })).toContain('($10.00 paid, $2.00 refunded by the lines)');
});

test('a run says which operator started it; the job, the CLI and an unnamed operator keep their labels', () => {
  const ada = { name: 'Ada Admin', email: 'admin@example.com' };
  expect(startedByText({ startedBy: 'OPERATOR', operator: ada })).toBe('Ada Admin (admin@example.com)');
  expect(startedByText({ startedBy: 'OPERATOR', operator: null })).toBe('An operator');
  expect(startedByText({ startedBy: 'JOB', operator: null })).toBe('The minute job');
  expect(startedByText({ startedBy: 'CLI', operator: null })).toBe('The admin CLI');
});
