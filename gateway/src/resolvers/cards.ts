import type { Resolvers } from '../__generated__/resolvers-types';
import type { RestClient } from '../rest/rest-client';
import type { RestCard, RestPaymentSettings } from '../rest/rest-types';

const readCards = async (rest: RestClient): Promise<RestCard[]> => (await rest.get<RestCard[]>('card')).data;

// Every card change answers the whole list again: setting a default or deleting one changes
// other cards' `isDefault`, and the client's cache should see all of it at once.
export const cardsResolvers: Resolvers = {
  Query: {
    cards: (_parent, _args, { rest }) => readCards(rest),
    // The API answers it from its configuration, without a session.
    paymentSettings: async (_parent, _args, { rest }) => {
      const { data } = await rest.get<RestPaymentSettings>('payments/settings');
      return {
        provider: data.provider,
        publishableKey: data.publishable_key,
      };
    },
  },

  Mutation: {
    addCard: async (_parent, { input }, { rest }) => {
      const answer = await rest.post<RestCard[]>('card', {
        card_holder_name: input.holderName,
        card_details: input.token,
        default_card: input.makeDefault,
      });
      const cards = await readCards(rest);
      const added = answer.data[0];
      return { message: answer.message, card: cards.find((card) => card.id === added?.id) ?? null, cards };
    },
    setDefaultCard: async (_parent, { id }, { rest }) => {
      const answer = await rest.put(`card/${encodeURIComponent(id)}`, {});
      const cards = await readCards(rest);
      return { message: answer.message, card: cards.find((card) => String(card.id) === id) ?? null, cards };
    },
    deleteCard: async (_parent, { id }, { rest }) => {
      const answer = await rest.delete(`card/${encodeURIComponent(id)}`);
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
