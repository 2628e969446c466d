import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, defaulted, intField, requiredString } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CardsService } from './cards.service';

const TOKEN_MESSAGE = 'card_details must be a card token';
const tokenId = z.string({ error: TOKEN_MESSAGE }).trim().min(1, TOKEN_MESSAGE).max(255, TOKEN_MESSAGE);

const addBody = z.object({
  card_holder_name: requiredString('card_holder_name', 100),
  default_card: defaulted(
    z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'default_card must be a boolean' }),
    false,
  ).transform(Boolean),
  // The token id ('tok_...') or the whole token object as Stripe.js hands it over.
  card_details: z.union([tokenId, z.object({ id: tokenId }).transform((token) => token.id)], {
    error: (iss) => (iss.input === undefined || iss.input === null ? 'card_details is required' : TOKEN_MESSAGE),
  }),
});
const cardParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

const cardView = z.object({
  id: z.number(),
  card_holder_name: z.string(),
  card_number: z.string(),
  brand: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  default_card: z.boolean(),
});

function customerOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}

export function registerCardsRoutes(app: FastifyInstance, auth: AuthService, cards: CardsService): void {
  const preHandler = requireAuth(auth);

  app.get('/api/card', { preHandler, schema: { response: answers(z.array(cardView)) } }, async (request) => {
    return ok('Cards fetched', await cards.list(customerOf(request)));
  });

  app.post('/api/card', { preHandler, schema: { response: answers(z.array(cardView)) } }, async (request) => {
    const input = parseInput(addBody, request.body ?? {});
    const card = await cards.add(customerOf(request), {
      card_holder_name: input.card_holder_name,
      default_card: input.default_card,
      token: input.card_details,
    });
    return ok('Card added successfully.', [card]);
  });

  app.put('/api/card/:id', { preHandler, schema: { response: answers(z.null()) } }, async (request) => {
    const params = parseInput(cardParams, request.params);
    await cards.setDefault(customerOf(request), params.id);
    return ok('Default card updated.', null);
  });

  app.delete('/api/card/:id', { preHandler, schema: { response: answers(z.null()) } }, async (request) => {
    const params = parseInput(cardParams, request.params);
    await cards.remove(customerOf(request), params.id);
    return ok('Card removed successfully.', null);
  });
}
