import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { intField, requiredString } from '../../lib/fields';
import { badRequest } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { cardTokenSchema } from './card-token-view';
import { InvalidCardError, type PaymentProvider } from './payment-provider';

const CARD_NUMBER_MESSAGE = 'card_number is not a valid card number';
const CVC_MESSAGE = 'cvc must be 3 or 4 digits';
// Card fields may come as JSON numbers from a form; they are checked as text.
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const tokenBody = z.object({
  card_number: z.preprocess(
    asText,
    z
      .string({
        error: (iss) =>
          iss.input === undefined || iss.input === null ? 'card_number is required' : CARD_NUMBER_MESSAGE,
      })
      .max(30, CARD_NUMBER_MESSAGE),
  ),
  exp_month: intField('exp_month must be an integer from 1 to 12', 1, 12),
  exp_year: intField('exp_year must be a 4-digit year', 2000, 2099),
  cvc: z.preprocess(asText, z.string({ error: CVC_MESSAGE }).regex(/^\d{3,4}$/, CVC_MESSAGE)),
  card_holder_name: requiredString('card_holder_name', 100),
});

/**
 * The sandbox's stand-in for Stripe.js: turns typed card data into a token. Registered
 * only with the sandbox provider, since Stripe tokens come from Stripe Elements. The
 * body is not logged (Fastify logs no bodies) and the number is never stored. On a
 * `requireSignIn` scope.
 */
export function registerPaymentsRoutes(app: RouteScope, sandbox: PaymentProvider): void {
  const { createToken } = sandbox;
  if (!createToken) return;

  app.post(
    '/api/payments/sandbox/tokens',
    {
      schema: {
        operationId: 'createSandboxCardToken',
        tags: ['payments'],
        summary: "The sandbox's stand-in for Stripe.js: card data in, a single-use card token out",
        description:
          "The embedded sandbox's stand-in for Stripe.js (only when the sandbox provider is in use; with Stripe, tokens come from Stripe Elements). The card number is never stored or logged: only brand, last 4 and expiry. Stripe's test cards: 4242 4242 4242 4242 charges, 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds — at charge time, as on Stripe.\n\n" +
          'Errors: 400 `card_number is required`, `card_number is not a valid card number` (Luhn), `The card has expired`, `cvc must be 3 or 4 digits`, `exp_month must be an integer from 1 to 12`, `exp_year must be a 4-digit year`, `card_holder_name is required`.' +
          '\n\n' +
          "Only when payments go through the built-in sandbox. Stripe's test cards apply: 4242 4242 4242 4242 " +
          'charges, 4000 0000 0000 0002 declines, 4000 0000 0000 9995 has insufficient funds.',
        body: tokenBody,
        response: answers(cardTokenSchema, [400, 401]),
      },
    },
    async (request) => {
      const input = request.body;
      try {
        const token = await createToken({
          cardNumber: input.card_number,
          expMonth: input.exp_month,
          expYear: input.exp_year,
          cvc: input.cvc,
        });
        return ok('Card token created', { id: token.id, card: { brand: token.card.brand, last4: token.card.last4 } });
      } catch (error) {
        if (error instanceof InvalidCardError) throw badRequest(error.message);
        throw error;
      }
    },
  );
}
