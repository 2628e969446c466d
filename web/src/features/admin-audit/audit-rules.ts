import { object, string } from 'yup';
import type { AuditLogFilter } from '../../__generated__/graphql';

// The audit screen's filters (issue 38): who acted, what they did, which customer, group
// or line, and UTC days; kept in the address (?groupId=12…) so a group's, a line's or a
// customer's page can link to its history here and the back button returns to a filter.

export const FILTER_KEYS = ['actorId', 'action', 'customerId', 'groupId', 'orderLineId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export type AuditFilterValues = Record<FilterKey, string>;

export const EMPTY_FILTER: AuditFilterValues = {
  actorId: '',
  action: '',
  customerId: '',
  groupId: '',
  orderLineId: '',
  from: '',
  to: '',
};

export const ID_MESSAGE = 'A number, e.g. 12';
export const DAY_MESSAGE = 'Please enter a day as YYYY-MM-DD';
export const DAYS_ORDER_MESSAGE = 'The first day must not be after the last';

const id = string()
  .trim()
  .matches(/^[1-9]\d{0,9}$/, { message: ID_MESSAGE, excludeEmptyString: true });
const day = string()
  .trim()
  .matches(/^\d{4}-\d{2}-\d{2}$/, { message: DAY_MESSAGE, excludeEmptyString: true });

export const auditFilterSchema = object({
  actorId: string(),
  action: string(),
  customerId: id,
  groupId: id,
  orderLineId: id,
  from: day,
  to: day.test('days-in-order', DAYS_ORDER_MESSAGE, function inOrder(to) {
    const from = (this.parent as { from?: string }).from?.trim();
    return !from || !to?.trim() || from <= to.trim();
  }),
});

/** The filters an address holds (unknown keys ignored). */
export function filterFromParams(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as AuditFilterValues;
}

/** The address's query for these filters: only the ones set. */
export function paramsFromFilter(values: AuditFilterValues): Record<string, string> {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, values[key].trim()] as const).filter(([, value]) => value !== ''),
  );
}

/** The GraphQL filter: the ones set, the others left out. */
export function auditLogFilter(values: AuditFilterValues): AuditLogFilter {
  return paramsFromFilter(values);
}
