import { z } from 'zod';
import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { listPageAnswerFields, rowCursorField } from '../../lib/paging';

/**
 * The answer of `GET admin/groups/{id}/lines` (group-lines.service.ts): money in integer
 * cents, as the console's Groups screen shows it. The schema is the answer's contract
 * (OpenAPI); the type follows from it.
 */
export const groupLinesSchema = z
  .object({
    group_id: z.number(),
    final_price_cents: z.number(),
    unsettled_lines: z.number(),
    refund_due_cents: z.number(),
    lines: z.array(
      z.object({
        order_line_id: z.number(),
        order_id: z.number(),
        customer_email: z.string(),
        quantity: z.number(),
        status: z.enum(ORDER_LINE_STATUSES),
        unit_price_cents: z.number(),
        paid_cents: z.number(),
        refunded_cents: z.number(),
        final_price_cents: z.number().nullable(),
        settlement_refund_cents: z.number().nullable(),
        ordered_at: z.string(),
        cursor: rowCursorField,
      }),
    ),
    ...listPageAnswerFields,
  })
  .meta({ id: 'GroupLinePage' });

export type GroupLinesPage = z.infer<typeof groupLinesSchema>;
