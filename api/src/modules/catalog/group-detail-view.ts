import { z } from 'zod';
import { groupStatusValue } from '../../lib/fields';

/** The following level row and the units still to book until its price applies. */
export const nextLevelSchema = z
  .object({ quantity_level: z.number(), discounted_price: z.number(), units_needed: z.number() })
  .meta({ id: 'NextLevel' })
  .nullable();

/** One row of a group's price table: from `quantity_level` units booked, the unit price. */
export const priceLevelSchema = z
  .object({ quantity_level: z.number(), discounted_price: z.number() })
  .meta({ id: 'PriceLevel' });

/**
 * One group as its page receives it (`GET group/{id}`, `group/batch`): prices in dollars,
 * converted once from the stored cents (group-detail.service.ts). The schema is the
 * answer's contract (OpenAPI); the type follows from it.
 */
export const groupDetailSchema = z
  .object({
    id: z.number(),
    product_name: z.string(),
    description: z.string(),
    price: z.number(),
    discounted_price: z.number(),
    category: z.object({ category_id: z.number(), category_name: z.string() }),
    end_date: z.string(),
    quantity_booked: z.number(),
    max_quantity: z.number(),
    units_left: z.number(),
    status: groupStatusValue,
    productImage: z.array(z.object({ imageUrl: z.string() })),
    documentUrl: z.array(z.object({ path: z.string(), file_name: z.string() })),
    document_file: z.string().nullable(),
    levels: z.array(priceLevelSchema),
    current_level: z.number(),
    next_level: nextLevelSchema,
    supplier: z.object({ street: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }),
  })
  .meta({ id: 'GroupDetail' });

export type GroupDetail = z.infer<typeof groupDetailSchema>;
export type NextLevelView = z.infer<typeof nextLevelSchema>;
