import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { RestClient } from '../rest/rest-client';
import type { RestCard } from '../rest/rest-types';

const readCards = async (rest: RestClient): Promise<RestCard[]> => (await rest.get('/api/card')).data;

// The API's limits for a saved card (POST card): the holder's name as printed, trimmed,
// and a provider's token id; a SetupIntent's id as POST card/setup-intents/{id}/save takes it.
const MAX_HOLDER_NAME = 100;
const MAX_TOKEN = 255;
const SETUP_INTENT_ID = /^seti_[A-Za-z0-9]{1,250}$/;

const refuse = (problem: string): never => {
  throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } });
};

function refuseHolderName(name: string): void {
  const holderName = name.trim();
  if (holderName === '') refuse('holderName is required');
  if (holderName.length > MAX_HOLDER_NAME) refuse(`holderName must be at most ${MAX_HOLDER_NAME} characters`);
}

/**
 * What the gateway can tell is wrong with a card to add, said here, naming the field, so
 * a client's mistake never depends on the API answering: with the API slow or stalled (on
 * SQLite one slow request holds every other), the call would have failed as
 * SERVICE_UNAVAILABLE, an outage, for a name that was simply too long
 * (docs/decisions.md#client-mistakes-judged-by-the-gateway).
 */
function refuseCardInput(input: { holderName: string; token: string }): void {
  refuseHolderName(input.holderName);
  if (input.token.trim() === '' || input.token.trim().length > MAX_TOKEN) refuse('token must be a card token');
}

function refuseSetupInput(input: { holderName: string; setupIntentId: string }): void {
  refuseHolderName(input.holderName);
  if (!SETUP_INTENT_ID.test(input.setupIntentId)) refuse('setupIntentId must be a SetupIntent id (seti_...)');
}

// Every card change answers the whole list again: setting a default or deleting one changes
// other cards' `isDefault`, and the client's cache should see all of it at once.
export const cardsResolvers: Resolvers = {
  Query: {
    cards: (_parent, _args, { rest }) => readCards(rest),
    // The API answers it from its configuration, without a session.
    paymentSettings: async (_parent, _args, { rest }) => {
      const { data } = await rest.get('/api/payments/settings');
      return {
        provider: data.provider,
        publishableKey: data.publishable_key,
      };
    },
  },

  Mutation: {
    addCard: async (_parent, { input }, { rest }) => {
      refuseCardInput(input);
      const answer = await rest.post('/api/card', {
        body: { card_holder_name: input.holderName, card_details: input.token, default_card: input.makeDefault },
      });
      const cards = await readCards(rest);
      const added = answer.data[0];
      return { message: answer.message, card: cards.find((card) => card.id === added?.id) ?? null, cards };
    },
    // Saving a card with Stripe: the browser confirms the SetupIntent between these two.
    startCardSetup: async (_parent, _args, { rest }) => {
      const { data } = await rest.post('/api/card/setup-intents');
      return { setupIntentId: data.setup_intent, clientSecret: data.client_secret };
    },
    completeCardSetup: async (_parent, { input }, { rest }) => {
      refuseSetupInput(input);
      const answer = await rest.post('/api/card/setup-intents/{id}/save', {
        path: { id: input.setupIntentId },
        body: { card_holder_name: input.holderName, default_card: input.makeDefault },
      });
      const cards = await readCards(rest);
      const added = answer.data[0];
      return { message: answer.message, card: cards.find((card) => card.id === added?.id) ?? null, cards };
    },
    setDefaultCard: async (_parent, { id }, { rest }) => {
      const answer = await rest.put('/api/card/{id}', { path: { id } });
      const cards = await readCards(rest);
      return { message: answer.message, card: cards.find((card) => String(card.id) === id) ?? null, cards };
    },
    deleteCard: async (_parent, { id }, { rest }) => {
      const answer = await rest.delete('/api/card/{id}', { path: { id } });
      return { message: answer.message, card: null, deletedCardId: id, cards: await readCards(rest) };
    },
  },

  Card: {
    id: (card) => String(card.id),
    holderName: (card) => card.card_holder_name,
    maskedNumber: (card) => card.card_number,
    expMonth: (card) => card.exp_month,
    expYear: (card) => card.exp_year,
    isDefault: (card) => card.default_card,
  },
};
