import type { Resolvers } from '../__generated__/resolvers-types';
import { lineMoney, moneyFromDollars, moneyOrNull } from '../rest/money';
import type { RestClient } from '../rest/rest-client';
import type { PricedCart } from '../rest/rest-types';

/**
 * Reads the cart priced for an address. The cart's id names that address, and each line's
 * id names the cart too, because the same line carries a different tax for another state:
 * Apollo's normalized cache must not mix the two pricings.
 */
export async function readCart(rest: RestClient, addressId?: string | null): Promise<PricedCart> {
  const answer = await rest.get('/api/cart/view', { query: { address_id: addressId || undefined } });
  return { ...answer.data, key: addressId ? `address-${addressId}` : 'default' };
}

/** The cart a placed order leaves: an order takes every line of it. */
export const EMPTY_CART: PricedCart = {
  key: 'default',
  line_item_list: [],
  total: 0,
  total_tax: 0,
  total_shipping: 0,
  total_platform_fee: 0,
  grand_total: 0,
};

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

  Cart: {
    id: (cart) => cart.key,
    lines: (cart) => cart.line_item_list.map((line) => ({ ...line, cartKey: cart.key })),
    lineCount: (cart) => cart.line_item_list.length,
    total: (cart) => moneyFromDollars(cart.total),
    totalTax: (cart) => moneyFromDollars(cart.total_tax),
    totalShipping: (cart) => moneyFromDollars(cart.total_shipping),
    totalPlatformFee: (cart) => moneyFromDollars(cart.total_platform_fee),
    grandTotal: (cart) => moneyFromDollars(cart.grand_total),
  },

  CartLine: {
    id: (line) => `${line.cart_item_id}@${line.cartKey}`,
    cartItemId: (line) => String(line.cart_item_id),
    quantity: (line) => line.qty,
    unitPrice: (line) => moneyFromDollars(line.price),
    lineTotal: (line) => lineMoney(line.price, line.qty),
    shipping: (line) => moneyFromDollars(line.shipping),
    tax: (line) => moneyFromDollars(line.tax_price),
    platformFee: (line) => moneyFromDollars(line.platform_fee),
    total: (line) => lineMoney(line.price, line.qty, line.tax_price, line.shipping, line.platform_fee),
    groupId: (line) => String(line.group.id),
    productName: (line) => line.group.name,
    productImage: (line) => line.group.product_image,
    group: (line, _args, { loaders }) => loaders.groupOrFail(String(line.group.id)),
    heldQuantity: (line) => line.held?.quantity ?? 0,
    heldRefundAtClose: (line) => moneyOrNull(line.held?.refund_at_close),
  },
};
