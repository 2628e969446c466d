import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
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
const idempotencyHeader = z.object({
  'idempotency-key': optional(z.string({ error: KEY_MESSAGE }).regex(/^[\x21-\x7e]{1,255}$/, KEY_MESSAGE)),
});

const placeOrderAnswer = z.object({ order_id: z.number(), grand_total: z.number() });

export function registerCheckoutRoutes(app: FastifyInstance, auth: AuthService, checkout: CheckoutService): void {
  app.post(
    '/api/placeorder',
    { preHandler: requireAuth(auth), schema: { response: answers(placeOrderAnswer) } },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const body = parseInput(placeOrderBody, request.body ?? {});
      const headers = parseInput(idempotencyHeader, request.headers);
      const answer = await checkout.placeOrder(
        request.auth.customerId,
        { card_id: body.card_id, address_id: body.address_id },
        headers['idempotency-key'],
      );
      return ok('Order placed successfully.', answer);
    },
  );
}
