import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { CheckoutService } from './checkout.service';

const CARD_MISSING = 'Please Select or Add New Card';
const CARD_INVALID = 'card_id must be a positive integer';
// Blank means "no card chosen"; numeric text is accepted as the number it spells.
const blankOrNumeric = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;

const placeOrderBody = z.object({
  // The spec's own message for a missing card (spec §5, Checkout).
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

const placeOrderAnswer = z.object({ order_id: z.number(), grand_total: z.number() });

/** Place order (registered on a `requireSignIn` scope). */
export function registerCheckoutRoutes(app: RouteScope, checkout: CheckoutService): void {
  app.post(
    '/api/placeorder',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places the cart as one order and charges the card',
        description:
          'Re-prices the cart, books every line at the level price its quantity reaches, charges the card last and ' +
          'empties the cart, all or nothing. A 409 lists each line that cannot be booked in `data.out_of_stock`; a ' +
          "declined card answers 400 with the provider's message and books nothing.",
        headers: idempotencyHeader,
        body: placeOrderBody,
        response: answers(placeOrderAnswer, [400, 401, 404, 409]),
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
