import { z } from 'zod';

/**
 * A saved card as the shop shows it: only brand, the last 4 digits and expiry are kept
 * (cards.service.ts). The schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const cardViewSchema = z
  .object({
    id: z.number(),
    card_holder_name: z.string(),
    card_number: z.string(),
    brand: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
    default_card: z.boolean(),
  })
  .meta({ id: 'Card' });

export type CardView = z.infer<typeof cardViewSchema>;

/**
 * A card being saved with Stripe (POST card/setup-intents): the SetupIntent's id, which
 * saves the card once confirmed, and its client secret, which only the browser's
 * Stripe.js uses to confirm it.
 */
export const cardSetupViewSchema = z
  .object({
    setup_intent: z.string().describe("The SetupIntent's id (seti_...)"),
    client_secret: z.string().describe("For Stripe.js's confirmCardSetup; the shopper's browser only"),
  })
  .meta({ id: 'CardSetup' });

export type CardSetupView = z.infer<typeof cardSetupViewSchema>;
