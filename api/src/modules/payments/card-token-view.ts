import { z } from 'zod';

/**
 * What the sandbox's token route answers (payments.routes.ts): the single-use token and
 * the card's brand and last 4 digits, never its number. The schema is the answer's
 * contract (OpenAPI).
 */
export const cardTokenSchema = z
  .object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) })
  .meta({ id: 'CardToken' });
