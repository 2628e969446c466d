import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { defaulted, requiredString } from '../../lib/fields';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { cardSetupViewSchema, cardViewSchema } from './card-view';
import type { CardsService } from './cards.service';

const SETUP_ID_MESSAGE = 'id must be a SetupIntent id (seti_...)';
const setupParams = z.object({
  id: z
    .string({ error: SETUP_ID_MESSAGE })
    .regex(/^seti_[A-Za-z0-9]{1,250}$/, SETUP_ID_MESSAGE)
    .describe("The SetupIntent's id, as POST card/setup-intents answered it")
    .meta({ examples: ['seti_1QxY2aLkdIwHu7ix0ZbKcW3P'] }),
});
const saveBody = z.object({
  card_holder_name: requiredString('card_holder_name', 100),
  default_card: defaulted(
    z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'default_card must be a boolean' }),
    false,
  ).transform(Boolean),
});

const tags = ['cards'];

/**
 * Saving a card with Stripe, in the shopper's presence (registered on a `requireSignIn`
 * scope): a SetupIntent for the shopper's Customer, confirmed by Stripe.js in the
 * browser, then saved here. The card data never reaches the shop; the bank may
 * authenticate the card while the shopper is there (docs/decisions.md "Stripe objects").
 * Served with the sandbox too, answering 404, so the API's document (and the gateway's
 * types made from it) is the same whichever provider a build is run with.
 */
export function registerCardSetupRoutes(app: RouteScope, cards: CardsService): void {
  app.post(
    '/api/card/setup-intents',
    {
      // Each setup may become a card: the same limit as cards saved (card testing).
      config: { rateLimit: RATE_LIMITS.cardAdds },
      schema: {
        operationId: 'startCardSetup',
        tags,
        summary: "Starts saving a card with Stripe: a SetupIntent for the shopper's Stripe Customer",
        description:
          "Only when payments go through Stripe (with the sandbox: 404 `Card setups are only for payments through Stripe`). Makes the shopper's Stripe Customer with their first card, once, then a SetupIntent for off-session use. The browser confirms it with Stripe.js (`stripe.confirmCardSetup(client_secret, { payment_method: { card } })`), then POST card/setup-intents/{id}/save saves the card.\n\n" +
          'Errors: 404 with the sandbox; 503 when Stripe does not answer (nothing to save; try again).',
        response: answers(cardSetupViewSchema, [401, 404, 429, 503]),
      },
    },
    async (request) => ok('Card setup started', await cards.startSetup(customerIdOf(request))),
  );

  app.post(
    '/api/card/setup-intents/:id/save',
    {
      config: { rateLimit: RATE_LIMITS.cardAdds },
      schema: {
        operationId: 'saveSetUpCard',
        tags,
        summary: 'Saves the card of a SetupIntent the browser confirmed',
        description:
          "The SetupIntent is read from Stripe: it must be this shopper's Customer's and have succeeded; brand, last 4, expiry and Stripe's fingerprint of the number come from its PaymentMethod. The first card, or one sent with `default_card: true`, becomes the default (Stripe's Customer default too).\n\n" +
          "Errors: 400 `id must be a SetupIntent id (seti_...)`, `card_holder_name is required`, `setup_intent has not succeeded (its status is …); confirm it first`; 404 `Card setup not found` (unknown, or another shopper's), `Card setups are only for payments through Stripe` (the sandbox); 409 `This card is already saved.` (the same card number, by Stripe's fingerprint, or the same setup sent twice); 503 when Stripe does not answer.",
        params: setupParams,
        body: saveBody,
        response: answers(z.array(cardViewSchema), [400, 401, 404, 409, 429, 503]),
      },
    },
    async (request) => {
      const card = await cards.addFromSetup(customerIdOf(request), {
        setup_intent: request.params.id,
        card_holder_name: request.body.card_holder_name,
        default_card: request.body.default_card,
      });
      return ok('Card added successfully.', [card]);
    },
  );
}
