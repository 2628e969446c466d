import type { Cart, CartLine, Resolvers } from '../__generated__/resolvers-types';
import { cartAnswer, type CartAnswer, type CartLineAnswer } from '../rest/cart-answer';
import { groupAnswer } from '../rest/group-answer';
import type { RestClient } from '../rest/rest-client';
import type { AnswersEveryField, Checked } from './answer-fields';

/**
 * Reads the cart priced for an address. The cart's id names that address, and each line's
 * id names the cart too, because the same line carries a different tax for another state:
 * Apollo's normalized cache must not mix the two pricings.
 */
export async function readCart(rest: RestClient, addressId?: string | null): Promise<CartAnswer> {
  const answer = await rest.get('/api/cart/view', { query: { address_id: addressId || undefined } });
  return cartAnswer(answer.data, addressId ? `address-${addressId}` : 'default');
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { addressId }, { rest }) => readCart(rest, addressId),
  },

  Mutation: {
    addToCart: async (_parent, { groupId, quantity }, { rest }) => {
      const answer = await rest.post('/api/cart', { body: { group_id: Number(groupId), qty: quantity } });
      return { message: answer.message, cart: await readCart(rest) };
    },
    updateCartLine: async (_parent, { cartItemId, groupId, quantity }, { rest }) => {
      const answer = await rest.put('/api/cart/update', {
        body: { cart_item_id: Number(cartItemId), group_id: Number(groupId), qty: quantity },
      });
      return { message: answer.message, cart: await readCart(rest) };
    },
    removeCartLine: async (_parent, { cartItemId }, { rest }) => {
      const answer = await rest.delete('/api/cart/{cart_item_id}', { path: { cart_item_id: cartItemId } });
      return { message: answer.message, cart: await readCart(rest) };
    },
  },

  // Every other field of Cart and CartLine is a property of the answer (rest/cart-answer.ts; CartAnswers below).
  CartLine: {
    group: async (line, _args, { loaders }) => groupAnswer(await loaders.groupOrFail(line.groupId)),
  },
};

/** Compiles only while each answer holds every field its resolvers above leave to it (resolvers/answer-fields.ts). */
export type CartAnswers = [
  Checked<AnswersEveryField<Cart, CartAnswer>>,
  Checked<AnswersEveryField<CartLine, CartLineAnswer, 'group'>>,
];
