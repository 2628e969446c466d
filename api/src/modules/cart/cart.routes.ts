import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponseSchema } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CartService } from './cart.service';

/** The most units one cart line may ask for; far above any group's size, below overflow. */
export const MAX_CART_QTY = 1000;

const qtyField = intField(`qty must be a positive integer up to ${MAX_CART_QTY}`, 1, MAX_CART_QTY);
const idField = (name: string) => intField(`${name} must be a positive integer`, 1, MAX_ID);

const addBody = z.object({ qty: qtyField, group_id: idField('group_id') });
const updateBody = z.object({ qty: qtyField, group_id: idField('group_id'), cart_item_id: idField('cart_item_id') });
const viewQuery = z.object({ address_id: optional(idField('address_id')) });
const itemParams = z.object({ cart_item_id: idField('cart_item_id') });

const cartLine = z.object({
  cart_item_id: z.number(),
  qty: z.number(),
  price: z.number(),
  shipping: z.number(),
  tax_price: z.number(),
  platform_fee: z.number(),
  group: z.object({ id: z.number(), name: z.string(), product_image: z.string().nullable() }),
});
const cartView = z.object({
  line_item_list: z.array(cartLine),
  total: z.number(),
  total_tax: z.number(),
  total_shipping: z.number(),
  total_platform_fee: z.number(),
  grand_total: z.number(),
});

function customerOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}

export function registerCartRoutes(app: FastifyInstance, auth: AuthService, cart: CartService): void {
  const preHandler = requireAuth(auth);

  app.get('/api/cart/view', { preHandler, schema: { response: okResponseSchema(cartView) } }, async (request) => {
    const query = parseInput(viewQuery, request.query ?? {});
    return ok('Cart fetched', await cart.view(customerOf(request), query.address_id));
  });

  app.post('/api/cart', { preHandler, schema: { response: okResponseSchema(z.array(cartLine)) } }, async (request) => {
    const input = parseInput(addBody, request.body ?? {});
    return ok('Item added to your cart.', [await cart.add(customerOf(request), input)]);
  });

  app.put('/api/cart/update', { preHandler, schema: { response: okResponseSchema(z.null()) } }, async (request) => {
    const input = parseInput(updateBody, request.body ?? {});
    await cart.update(customerOf(request), input);
    return ok('Cart updated successfully.', null);
  });

  app.delete(
    '/api/cart/:cart_item_id',
    { preHandler, schema: { response: okResponseSchema(z.null()) } },
    async (request) => {
      const params = parseInput(itemParams, request.params);
      await cart.remove(customerOf(request), params.cart_item_id);
      return ok('Successfully removed an item from your cart.', null);
    },
  );
}
