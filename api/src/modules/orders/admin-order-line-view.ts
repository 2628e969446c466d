import { z } from 'zod';
import { ORDER_LINE_STATUSES, RETURN_REASONS } from '../../db/column-values';
import { pageSchema } from '../../lib/paging';

// The operator's answers about order lines (admin-order-lines.routes.ts): prices in
// dollars, converted once from the stored cents (admin-order-lines.service.ts). Each
// schema is its answer's contract (OpenAPI); each type follows from it.

export const adminOrderLineSchema = z
  .object({
    order_line_id: z.number(),
    order_id: z.number(),
    customer_id: z.number(),
    customer_email: z.string(),
    group_id: z.number(),
    product_name: z.string(),
    quantity: z.number(),
    price: z.number(),
    paid_total: z.number(),
    final_price: z.number().nullable(),
    refunded_amount: z.number(),
    status: z.enum(ORDER_LINE_STATUSES),
    tracking_company_name: z.string().nullable(),
    tracking_number: z.string().nullable(),
    invoice_id: z.string().nullable(),
    return_reason: z.enum(RETURN_REASONS).nullable(),
    return_note: z.string().nullable(),
    return_decline_reason: z.string().nullable(),
    date_created: z.string(),
  })
  .meta({ id: 'AdminOrderLine' });

export const adminOrderLinePageSchema = pageSchema('order_lines', adminOrderLineSchema);

export const bulkMoveResultSchema = z
  .object({
    order_line_id: z.number(),
    ok: z.boolean(),
    message: z.string().describe("'Order line updated', or why this line did not move"),
    order_line: adminOrderLineSchema.nullable(),
  })
  .meta({ id: 'BulkMoveResult' });

export const bulkMoveSchema = z
  .object({
    moved: z.number(),
    refused: z.number(),
    results: z.array(bulkMoveResultSchema),
  })
  .meta({ id: 'BulkMove' });

export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;
export type AdminOrderLinePage = z.infer<typeof adminOrderLinePageSchema>;
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;
