import { z } from 'zod';
import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { cursorPageFields, withCursor } from '../../lib/paging';

/**
 * One order line as My Orders receives it: prices in dollars, the invoice's link once one
 * was issued, and the group's side under `group`. `invoice_id` is the text 'NULL' when no
 * invoice exists yet: the web compares with that text (docs/product.md#my-orders). The
 * schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const orderLineViewSchema = z
  .object({
    order_id: z.number(),
    order_line_id: z.number(),
    price: z.number(),
    quantity: z.number(),
    tax_price: z.number(),
    shipping: z.number(),
    platform_fee: z.number(),
    invoice_id: z.string(),
    invoice_url: z.string().nullable(),
    final_price: z.number().nullable(),
    refunded_amount: z.number(),
    return_decline_reason: z.string().nullable().describe('Why the operator declined the return; null otherwise'),
    today_price: z
      .number()
      .nullable()
      .describe(
        "While the line's group is open: its unit price today (the level of the units booked so far); null otherwise",
      ),
    refund_if_closed_now: z
      .number()
      .nullable()
      .describe(
        "While the line's group is open: what settlement would refund on this line if the group closed now (settlement's rule, in cents, shown in dollars); null otherwise",
      ),
    group: z.object({
      group_id: z.number(),
      product_name: z.string(),
      product_image: z.string().nullable(),
      status: z.enum(ORDER_LINE_STATUSES),
      tracking_company_name: z.string().nullable(),
      tracking_number: z.string().nullable(),
      date_created: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      zip_code: z.string(),
      order_line_id: z.number(),
    }),
  })
  .meta({ id: 'OrderLine' });

export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/**
 * `POST orders`: the customer's order lines, newest order first, each with its cursor;
 * the whole list, or a page of it by `limit` and `after`/`before` (lib/keyset-paging.ts).
 */
export const orderListSchema = z
  .object({
    order_list: z.array(withCursor(orderLineViewSchema)),
    total: z.number().describe("The caller's lines matching `status`, on every page"),
    ...cursorPageFields,
  })
  .meta({ id: 'OrderList' });

export type OrderList = z.infer<typeof orderListSchema>;
