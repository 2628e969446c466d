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

/** What the shopper's browser needs to answer the bank's 3-D Secure challenge of a held order. */
export const paymentAuthenticationSchema = z
  .object({
    client_secret: z
      .string()
      .describe("The PaymentIntent's client secret: run Stripe.js `handleNextAction({ clientSecret })` with it"),
    expires_at: z
      .string()
      .describe('When the hold ends (ISO 8601): not completed by then, the order is released and nothing is charged'),
  })
  .meta({ id: 'PaymentAuthentication' });

/**
 * An order held while the card's bank asks the shopper to authenticate (3-D Secure): its
 * units are booked and its cart taken, nothing is charged yet (docs/decisions.md "3-D
 * Secure at order time"). Complete it with `POST orders/{order_id}/complete-payment`.
 */
export const heldOrderSchema = z
  .object({
    order_id: z.number(),
    grand_total: z.number().describe('What will be charged once the bank confirms, in dollars'),
    payment_authentication: paymentAuthenticationSchema,
  })
  .meta({ id: 'HeldOrder' });

export type HeldOrderAnswer = z.infer<typeof heldOrderSchema>;

/** What placing an order gives: a placed order, or one held for the card's authentication. */
export type PlaceOrderResult = PlaceOrderAnswer | HeldOrderAnswer;

export const isHeld = (result: PlaceOrderResult): result is HeldOrderAnswer => 'payment_authentication' in result;
