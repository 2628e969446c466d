import type { Resolvers } from '../__generated__/resolvers-types';
import { integerOrText } from '../rest/api-judged';

// The mails' own links (docs/product.md#what-a-buyer-sees): the price-drop mail's unsubscribe link.
export const mailResolvers: Resolvers = {
  Mutation: {
    unsubscribeLevelMail: async (_parent, { customerId, token }, { rest }) => {
      const answer = await rest.post('/api/mail/unsubscribe', {
        body: { customer_id: integerOrText(customerId), token },
      });
      return { message: answer.message };
    },
  },
};
