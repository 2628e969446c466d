import { RATE_LIMITS } from '../../lib/rate-limits';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, defaulted, intField, requiredString } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { cardViewSchema } from './card-view';
import type { CardsService } from './cards.service';

const TOKEN_MESSAGE = 'card_details must be a card token';
const tokenId = z.string({ error: TOKEN_MESSAGE }).trim().min(1, TOKEN_MESSAGE).max(255, TOKEN_MESSAGE);

const addBody = z.object({
  card_holder_name: requiredString('card_holder_name', 100),
  default_card: defaulted(
    z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'default_card must be a boolean' }),
    false,
  ).transform(Boolean),
  // The token id ('tok_...') or the whole token object as Stripe.js hands it over, with
  // all its other fields (card, created, livemode…): only its id is read.
  card_details: z.union([tokenId, z.looseObject({ id: tokenId }).transform((token) => token.id)], {
    error: (iss) => (iss.input === undefined || iss.input === null ? 'card_details is required' : TOKEN_MESSAGE),
  }),
});
const cardParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

const tags = ['cards'];

/** The signed-in customer's saved cards (registered on a `requireSignIn` scope). */
export function registerCardsRoutes(app: RouteScope, cards: CardsService): void {
  app.get(
    '/api/card',
    {
      schema: {
        operationId: 'listCards',
        description: 'Newest first.',
        tags,
        summary: 'The saved cards, default first',
        response: answers(z.array(cardViewSchema), [401]),
      },
    },
    async (request) => ok('Cards fetched', await cards.list(customerIdOf(request))),
  );

  app.post(
    '/api/card',
    {
      config: { rateLimit: RATE_LIMITS.cardAdds },
      schema: {
        operationId: 'addCard',
        tags,
        summary: 'Saves a card from a provider token (Stripe.js or POST payments/sandbox/tokens)',
        description:
          '`card_details` is the token id or the whole token object (`{ "id": "tok_...", ... }`). A token works once. The first card is the default; `default_card: true` makes the new card the default.\n\n' +
          "With Stripe the token's card is attached to the shopper's Stripe Customer (made with their first card); browsers save Stripe cards through POST card/setup-intents instead, so the bank can authenticate the card while the shopper is there.\n\n" +
          "Errors: 400 `card_holder_name is required`, `card_details is required`, `card_details must be a card token`, `card_details is not a valid card token` (unknown or used); 409 `This card is already saved.` (a card of the same brand, last 4 and expiry is saved already, e.g. the form sent twice; with Stripe, the same card number by Stripe's fingerprint); 503 when Stripe does not answer." +
          '\n\n' +
          'The first card, or one sent with default_card true, becomes the default. Only brand, last 4 and expiry are kept.',
        body: addBody,
        response: answers(z.array(cardViewSchema), [400, 401, 409, 429, 503]),
      },
    },
    async (request) => {
      const card = await cards.add(customerIdOf(request), {
        card_holder_name: request.body.card_holder_name,
        default_card: request.body.default_card,
        token: request.body.card_details,
      });
      return ok('Card added successfully.', [card]);
    },
  );

  app.put(
    '/api/card/:id',
    {
      schema: {
        operationId: 'setDefaultCard',
        tags,
        summary: 'Makes a card the default',
        description:
          "Answers `Default card updated.` With Stripe the card becomes the default of the shopper's Stripe Customer too (first; when Stripe does not answer, 503 and nothing changed). Errors: 400 `id must be a positive integer`, 404 `Card not found`.",
        params: cardParams,
        response: answers(z.null(), [400, 401, 404, 503]),
      },
    },
    async (request) => {
      await cards.setDefault(customerIdOf(request), request.params.id);
      return ok('Default card updated.', null);
    },
  );

  app.delete(
    '/api/card/:id',
    {
      schema: {
        operationId: 'removeCard',
        tags,
        summary: 'Removes a card; the newest other card becomes the default',
        description:
          'Answers `Card removed successfully.`; if it was the default, the newest remaining card becomes the default. ' +
          'With Stripe its PaymentMethod is detached from the Customer first (when Stripe does not answer, 503 and nothing changed). ' +
          'Errors: 400 `id must be a positive integer`, 404 `Card not found`.',
        params: cardParams,
        response: answers(z.null(), [400, 401, 404, 503]),
      },
    },
    async (request) => {
      await cards.remove(customerIdOf(request), request.params.id);
      return ok('Card removed successfully.', null);
    },
  );
}
