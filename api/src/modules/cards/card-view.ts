import { z } from 'zod';

/**
 * A saved card as the shop shows it: only brand, the last 4 digits and expiry are kept
 * (cards.service.ts). The schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const cardViewSchema = z.object({
  id: z.number(),
  card_holder_name: z.string(),
  card_number: z.string(),
  brand: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  default_card: z.boolean(),
});

export type CardView = z.infer<typeof cardViewSchema>;
