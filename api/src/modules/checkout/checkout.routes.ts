import { RATE_LIMITS } from '../../lib/rate-limits';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { CheckoutService } from './checkout.service';
import { placeOrderAnswerSchema } from './place-order-view';

const CARD_MISSING = 'Please Select or Add New Card';
const CARD_INVALID = 'card_id must be a positive integer';
// Blank means "no card chosen"; numeric text is accepted as the number it spells.
const blankOrNumeric = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;

const placeOrderBody = z.object({
  // The product rules' own message for a missing card (docs/product.md#cards, Checkout).
  card_id: z.preprocess(
    blankOrNumeric,
    z
      .number({ error: (iss) => (iss.input === undefined ? CARD_MISSING : CARD_INVALID) })
      .int(CARD_INVALID)
      .min(1, CARD_INVALID)
      .max(MAX_ID, CARD_INVALID),
  ),
  address_id: optional(intField('address_id must be a positive integer', 1, MAX_ID)),
});

const KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible characters';
// Loose: the other headers (authorization, content-type…) stay on the request as they are.
const idempotencyHeader = z.looseObject({
  'idempotency-key': optional(z.string({ error: KEY_MESSAGE }).regex(/^[\x21-\x7e]{1,255}$/, KEY_MESSAGE)).describe(
    'Repeat the same key to retry safely: the first answer is replayed and nothing is charged twice.',
  ),
});

/** Place order (registered on a `requireSignIn` scope). */
export function registerCheckoutRoutes(app: RouteScope, checkout: CheckoutService): void {
  app.post(
    '/api/placeorder',
    {
      config: { rateLimit: RATE_LIMITS.placeOrders },
      schema: {
        operationId: 'placeOrder',
        tags: ['orders'],
        summary: 'Places the cart as one order and charges the card',
        description:
          "Optional header `Idempotency-Key` (1–255 visible characters); optional `address_id` (the delivery address, default the billing address). In one transaction: re-price every line, check each group open and its stock, book the quantities (the group's current price moves to the new level; a full group closes), write the order and its lines (status `in_progress`, the delivery address copied), empty the cart, and charge the card last. A declined card rolls all of it back. The same key from the same customer answers the first answer again and never charges twice.\n\n" +
          "Errors: 400 `Please Select or Add New Card` (no card_id), 400 `card_id must be a positive integer`, 400 `Your cart is empty.`, 400 the provider's message for a declined card (`Your card was declined.`, `Your card has insufficient funds.`, `Your card has expired.`), 400 `Please add a billing address first.`, 400 `Idempotency-Key must be 1 to 255 visible characters`, 404 `Card not found`, 404 `Address not found`, and\n\n" +
          'with one message per line that cannot be booked (nothing is booked or charged).' +
          '\n\n' +
          'Re-prices the cart, books every line at the level price its quantity reaches, charges the card last and ' +
          'empties the cart, all or nothing. A 409 lists each line that cannot be booked in `data.out_of_stock`; a ' +
          "declined card answers 400 with the provider's message and books nothing.",
        headers: idempotencyHeader,
        body: placeOrderBody,
        response: answers(placeOrderAnswerSchema, [400, 401, 404, 409, 429, 503]),
      },
    },
    async (request) => {
      const answer = await checkout.placeOrder(
        customerIdOf(request),
        { card_id: request.body.card_id, address_id: request.body.address_id },
        request.headers['idempotency-key'],
      );
      return ok('Order placed successfully.', answer);
    },
  );
}
