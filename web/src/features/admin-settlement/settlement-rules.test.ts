import { messagesFor } from '../../test/schema-messages';
import { GROUP_NUMBER_MESSAGE, GROUP_REQUIRED_MESSAGE, oneGroupSchema, runConsequence } from './settlement-rules';

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
