import { z } from 'zod';

/**
 * An order's invoice: what was charged at order time, in dollars, converted once from the
 * stored cents (invoices.service.ts). The schema is the answer's contract (OpenAPI); the
 * type follows from it.
 */
export const invoiceViewSchema = z
  .object({
    order_list: z.array(
      z.object({
        quantity: z.number(),
        price: z.number(),
        group: z.object({
          address: z.string(),
          zip_code: z.string(),
          product_image: z.string().nullable(),
          product_name: z.string(),
        }),
        tax_price: z.number(),
        shipping: z.number(),
        platform_fee: z.number(),
        total: z.number(),
      }),
    ),
    total: z.number(),
    total_tax: z.number(),
    total_shipping: z.number(),
    total_platform_fee: z.number(),
    grand_total: z.number(),
    invoice_number: z.string(),
    issued_at: z.string(),
    order_id: z.number(),
    customer: z.object({
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
    }),
  })
  .meta({ id: 'Invoice' });

export type InvoiceView = z.infer<typeof invoiceViewSchema>;
