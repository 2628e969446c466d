import { object, string } from 'yup';

// Settlement run now (api/src/modules/settlement): every ended group, or one group, which
// the API closes at once whatever its end date.

export const GROUP_REQUIRED_MESSAGE = 'Please enter a group number';
export const GROUP_NUMBER_MESSAGE = 'A group number is digits only, e.g. 12';

export const oneGroupSchema = object({
  groupId: string()
    .trim()
    .required(GROUP_REQUIRED_MESSAGE)
    .matches(/^[1-9]\d{0,8}$/, { message: GROUP_NUMBER_MESSAGE, excludeEmptyString: true }),
});

/** What a run does, said in its confirmation. */
export function runConsequence(groupId: string | null): string {
  if (groupId) {
    return `Close group #${groupId} now, whatever its end date, and settle its lines? Buyers who paid more than the final level price are refunded the difference. The group takes no more orders.`;
  }
  return 'Settle now? Groups whose end date passed are closed, and every line of a closed group not yet settled is settled once, refunding the price difference. The job does the same every minute.';
}
