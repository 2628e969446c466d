import { z } from 'zod';

/**
 * Which card form a client shows (payment-settings.routes.ts): the provider, and
 * Stripe's publishable key while payments go through Stripe. The schema is the answer's
 * contract (OpenAPI).
 */
export const paymentSettingsSchema = z
  .object({
    provider: z.enum(['sandbox', 'stripe']),
    publishable_key: z.string().nullable(),
  })
  .meta({ id: 'PaymentSettings' });
