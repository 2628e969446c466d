import { z } from 'zod';
import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { MAX_ID, intField, optional, requiredString } from '../../lib/fields';
import { listPageFields } from '../../lib/paging';

// The input schemas of the operator's order-line routes, exported so the routes (which
// declare them) and the admin CLI (which parses with them) accept and refuse exactly the
// same input.

/** How an operator may order the line list: newest first (the default), or oldest first (who waits longest). */
const LINE_SORTS = ['newest', 'oldest'] as const;
const statusMessage = `status must be one of ${ORDER_LINE_STATUSES.join(', ')}`;
export const lineIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
const orderLineFilterFields = {
  status: optional(z.enum(ORDER_LINE_STATUSES, { error: statusMessage })),
  search: optional(
    requiredString('search', 100).describe(
      "A customer's e-mail or name, a product name (parts match, case-insensitive), or an order, group or line id",
    ),
  ),
  customer_id: optional(
    intField('customer_id must be a positive integer', 1, MAX_ID).describe("Only this customer's lines"),
  ),
  sort: optional(
    z
      .enum(LINE_SORTS, { error: `sort must be one of ${LINE_SORTS.join(', ')}` })
      .describe('newest (the default) or oldest placed first'),
  ),
};
export const orderLineListQuery = z.object({ ...orderLineFilterFields, ...listPageFields });
/** The pick list's filter: the list's, without paging (the whole filter is exported). */
export const orderLineCsvQuery = z.object(orderLineFilterFields);
export const declineReturnBody = z.object({
  reason: optional(requiredString('reason', 500).describe('Why, for the buyer (shown on My Orders)')),
});
export const statusChangeBody = z.object({
  status: z.enum(ORDER_LINE_STATUSES, { error: statusMessage }),
  tracking_company_name: optional(requiredString('tracking_company_name', 100)),
  tracking_number: optional(requiredString('tracking_number', 100)),
});

/** The most lines one bulk move takes: a page of the console's table at most. */
export const MAX_BULK_LINES = 100;
const idsMessage = `order_line_ids must be 1 to ${MAX_BULK_LINES} distinct positive integers`;
export const bulkStatusChangeBody = statusChangeBody.extend({
  order_line_ids: z
    .array(intField(idsMessage, 1, MAX_ID), { error: idsMessage })
    .min(1, idsMessage)
    .max(MAX_BULK_LINES, idsMessage)
    .refine((ids) => new Set(ids).size === ids.length, idsMessage),
});

export type OrderLineListQuery = z.output<typeof orderLineListQuery>;
export type OrderLineCsvQuery = z.output<typeof orderLineCsvQuery>;
export type StatusChange = z.output<typeof statusChangeBody>;
export type BulkStatusChange = z.output<typeof bulkStatusChangeBody>;
