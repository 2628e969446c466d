import { RATE_LIMITS } from '../../lib/rate-limits';
import { z } from 'zod';
import { accepted, acceptedAnswer, answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { CheckoutService } from './checkout.service';
import { heldOrderSchema, isHeld, placeOrderAnswerSchema } from './place-order-view';

const CARD_MISSING = 'Please Select or Add New Card';
const CARD_INVALID = 'card_id must be a positive integer';
// Blank means "no card chosen"; numeric text is accepted as the number it spells.
const blankOrNumeric = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;

const METHOD_INVALID = 'payment_method must be a Stripe PaymentMethod id (pm_…)';
const CARD_AND_METHOD = 'Send either card_id or payment_method, not both';

const placeOrderBody = z
  .object({
    card_id: z.preprocess(
      blankOrNumeric,
      z.number({ error: CARD_INVALID }).int(CARD_INVALID).min(1, CARD_INVALID).max(MAX_ID, CARD_INVALID).optional(),
    ),
    // A wallet's one-time PaymentMethod (Stripe's Express Checkout Element), instead of a
    // saved card (docs/decisions.md "Wallets").
    payment_method: optional(
      z
        .string({ error: METHOD_INVALID })
        .regex(/^pm_\w{1,250}$/, METHOD_INVALID)
        .describe(
          "Instead of card_id, with Stripe only: the `pm_…` id of a wallet's one-time PaymentMethod (Apple Pay, " +
            'Google Pay or Link, from Stripe.js `createPaymentMethod({ elements })` with the Express Checkout Element). ' +
            'Charged with the shopper present and never saved.',
        ),
    ),
    address_id: optional(intField('address_id must be a positive integer', 1, MAX_ID)),
  })
  .superRefine((body, ctx) => {
    // The product rules' own message for a missing card (docs/product.md#cards, Checkout).
    if (body.card_id === undefined && body.payment_method === undefined) {
      ctx.addIssue({ code: 'custom', message: CARD_MISSING, path: ['card_id'] });
    }
    if (body.card_id !== undefined && body.payment_method !== undefined) {
      ctx.addIssue({ code: 'custom', message: CARD_AND_METHOD, path: ['payment_method'] });
    }
  });

const orderParams = z.object({ order_id: intField('order_id must be a positive integer', 1, MAX_ID) });

/** The 202 of placing an order whose card's bank asks for 3-D Secure (docs/decisions.md "3-D Secure at order time"). */
const HELD_MESSAGE = 'Your bank asks you to confirm this payment.';

const KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible characters';
// Loose: the other headers (authorization, content-type…) stay on the request as they are.
const idempotencyHeader = z.looseObject({
  'idempotency-key': optional(z.string({ error: KEY_MESSAGE }).regex(/^[\x21-\x7e]{1,255}$/, KEY_MESSAGE)).describe(
    'Repeat the same key to retry safely: the first answer is replayed and nothing is charged twice.',
  ),
});

/** Place order, and complete one held for the card's 3-D Secure (registered on a `requireSignIn` scope). */
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
          "Errors: 400 `Please Select or Add New Card` (neither card_id nor payment_method), 400 `card_id must be a positive integer`, 400 `payment_method must be a Stripe PaymentMethod id (pm_…)`, 400 `Send either card_id or payment_method, not both`, 400 `Your cart is empty.`, 400 the provider's message for a declined card (`Your card was declined.`, `Your card has insufficient funds.`, `Your card has expired.`), 400 `Please add a billing address first.`, 400 `Idempotency-Key must be 1 to 255 visible characters`, 404 `Card not found`, 404 `Address not found`, and\n\n" +
          'with one message per line that cannot be booked (nothing is booked or charged).' +
          '\n\n' +
          'Re-prices the cart, books every line at the level price its quantity reaches, charges the card last and ' +
          'empties the cart, all or nothing. A 409 lists each line that cannot be booked in `data.out_of_stock`; a ' +
          "declined card answers 400 with the provider's message and books nothing." +
          '\n\n' +
          "**202: the card's bank asks the shopper to authenticate** (Stripe's 3-D Secure): the order is held, not " +
          'placed: its units are booked and the cart taken, nothing is charged, the order is not in My Orders and no ' +
          'mail is sent. `data.payment_authentication.client_secret` is for Stripe.js `handleNextAction`; then ' +
          '`POST orders/{order_id}/complete-payment`. Not completed by `expires_at`, the order is released (units and ' +
          'cart lines given back, the payment canceled). Placing again while it is held (the cart is empty) answers ' +
          'the same held order; a replayed key answers the order as it stands now (402 once it was released).' +
          '\n\n' +
          "**Wallets** (Stripe only): `payment_method` instead of `card_id` pays with a wallet's one-time " +
          'PaymentMethod (Apple Pay, Google Pay or Link through the Express Checkout Element). The same rules as a ' +
          "card's order hold (re-pricing, stock, idempotency, a decline booking nothing, the 202 when the bank asks " +
          'for 3-D Secure); the payment is confirmed with the shopper present, on their Stripe Customer, and the ' +
          "wallet's card is not saved. Errors: 400 `payment_method is only accepted when the shop takes payments " +
          "through Stripe`, 400 `payment_method must be a wallet's payment method (Apple Pay, Google Pay or Link); pay " +
          "with a saved card through card_id` (a typed card, which is saved first), 400 in Stripe's words for a " +
          'method an earlier payment used (one-time methods pay once), 404 `Payment method not found` (unknown to ' +
          "Stripe, or another shopper's).",
        headers: idempotencyHeader,
        body: placeOrderBody,
        response: {
          ...answers(placeOrderAnswerSchema, [400, 401, 402, 404, 409, 429, 503]),
          202: acceptedAnswer(heldOrderSchema),
        },
      },
    },
    async (request, reply) => {
      const { card_id, payment_method, address_id } = request.body;
      const answer = await checkout.placeOrder(
        customerIdOf(request),
        payment_method !== undefined ? { payment_method, address_id } : { card_id: card_id!, address_id },
        request.headers['idempotency-key'],
      );
      if (isHeld(answer)) return reply.code(202).send(accepted(HELD_MESSAGE, answer));
      return ok('Order placed successfully.', answer);
    },
  );

  app.post(
    '/api/orders/:order_id/complete-payment',
    {
      config: { rateLimit: RATE_LIMITS.placeOrders },
      schema: {
        operationId: 'completeOrderPayment',
        tags: ['orders'],
        summary: "Completes an order held for the card's 3-D Secure, once the shopper answered the bank",
        description:
          "After Stripe.js `handleNextAction` ran with the held order's client secret (placeorder's 202), asks Stripe " +
          'how the payment ended. Succeeded: the order is placed (its lines, its charge, its mail) and answered as ' +
          'placeorder answers a placed order. Sent again, or several at once, it places the order once and every ' +
          'copy answers it; so does an order placed without a hold.\n\n' +
          'Errors: 400 `order_id must be a positive integer`; 404 `Order not found` (unknown, or another ' +
          "customer's); 409 `Your bank has not confirmed this payment yet. …` (the authentication is not finished; " +
          '`data.payment_authentication` to run it again); 402 when the order was released and nothing charged, its ' +
          'items back in the cart: the authentication failed or the card was declined after it (`Your bank did not ' +
          'confirm this payment, …`) or the hold ran out (`The time to confirm this payment with your bank ran ' +
          'out, …`); 503 when Stripe does not answer (nothing changed).',
        params: orderParams,
        response: answers(placeOrderAnswerSchema, [400, 401, 402, 404, 409, 429, 503]),
      },
    },
    async (request) => {
      const answer = await checkout.completePayment(customerIdOf(request), request.params.order_id);
      return ok('Order placed successfully.', answer);
    },
  );
}
