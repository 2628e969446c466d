import { z } from 'zod';

/**
 * One cart line as the cart answers it: prices in dollars, converted once from the
 * integer cents pricing computes (cart.service.ts). The schema is the answer's contract
 * (OpenAPI); the type follows from it.
 */
export const cartLineSchema = z
  .object({
    cart_item_id: z.number(),
    qty: z.number(),
    price: z.number().describe('Unit price the line would be booked at now, in dollars'),
    shipping: z.number(),
    tax_price: z.number(),
    platform_fee: z.number(),
    group: z.object({ id: z.number(), name: z.string(), product_image: z.string().nullable() }),
    held: z
      .object({ quantity: z.number(), refund_at_close: z.number() })
      .nullable()
      .describe(
        "Units of this group the customer bought in earlier orders (not cancelled, not settled yet), and what settlement would refund on them if the group closed now at today's level price (goods difference plus its tax and fee share, as settlement computes it); null when none.",
      ),
  })
  .meta({ id: 'CartLine' });

export const cartViewSchema = z
  .object({
    line_item_list: z.array(cartLineSchema),
    total: z.number(),
    total_tax: z.number(),
    total_shipping: z.number(),
    total_platform_fee: z.number(),
    grand_total: z.number(),
  })
  .meta({ id: 'Cart' });

export type CartLineView = z.infer<typeof cartLineSchema>;
export type CartView = z.infer<typeof cartViewSchema>;
