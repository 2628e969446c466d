import { z } from 'zod';

/**
 * What placing an order answers, and what an idempotent retry answers again: the order's
 * id and what was charged, in dollars. The schema is the answer's contract (OpenAPI); the
 * type follows from it.
 */
export const placeOrderAnswerSchema = z
  .object({ order_id: z.number(), grand_total: z.number() })
  .meta({ id: 'PlacedOrder' });

export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;
