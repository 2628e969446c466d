import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { MAX_BATCH_IDS } from '../catalog/group-detail.routes';
import { cartLineSchema, cartViewSchema } from './cart-view';
import type { CartService } from './cart.service';

/** The most units one cart line may ask for; far above any group's size, below overflow. */
const MAX_CART_QTY = 1000;

const qtyField = intField(`qty must be a positive integer up to ${MAX_CART_QTY}`, 1, MAX_CART_QTY);
const idField = (name: string) => intField(`${name} must be a positive integer`, 1, MAX_ID);

const addBody = z.object({ qty: qtyField, group_id: idField('group_id') });
const updateBody = z.object({ qty: qtyField, group_id: idField('group_id'), cart_item_id: idField('cart_item_id') });
const viewQuery = z.object({
  address_id: optional(idField('address_id')).describe('Price for this delivery address (default: billing)'),
});
const itemParams = z.object({ cart_item_id: idField('cart_item_id') });
const deliverableBody = z.object({
  ids: z
    .array(intField('ids must hold positive integers', 1, MAX_ID), { error: 'ids must be a list of group ids' })
    .max(MAX_BATCH_IDS, `ids must hold at most ${MAX_BATCH_IDS} ids`),
});
const deliverableSchema = z
  .object({ id: z.number(), delivers: z.boolean() })
  .meta({ id: 'GroupDeliverable' })
  .describe("`delivers`: one of the caller's addresses (billing or shipping) is in the group's delivery area");

const tags = ['cart'];

/** The signed-in customer's cart (registered on a `requireSignIn` scope). */
export function registerCartRoutes(app: RouteScope, cart: CartService): void {
  app.get(
    '/api/cart/view',
    {
      schema: {
        operationId: 'getCart',
        description:
          "Priced for the given address (the caller's own) or, by default, the billing address.\n\n" +
          'An empty cart: `line_item_list: []` and zeros. Errors: 400 `address_id must be a positive integer`, 404 `Address not found`.',
        tags,
        summary: 'The cart with every line priced for the delivery address',
        querystring: viewQuery,
        response: answers(cartViewSchema, [400, 401, 404]),
      },
    },
    async (request) => ok('Cart fetched', await cart.view(customerIdOf(request), request.query.address_id)),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        operationId: 'addCartLine',
        description:
          'Adds a group to the cart as a new line; answers that line. A group already in the cart is refused: its quantity is changed with `PUT cart/update`, so a request sent twice adds the line once.\n\n' +
          'Errors: 400 `qty must be a positive integer up to 1000`, 400 `group_id must be a positive integer`, 404 `Group not found`, 409 `This group is already in your cart. Change its quantity in the cart.`, 409 `This group is closed.`, 409 `Only 3 units left in this group.`',
        tags,
        summary: 'Adds a group to the cart (a group already in it is refused)',
        body: addBody,
        response: answers(z.array(cartLineSchema), [400, 401, 404, 409]),
      },
    },
    async (request) => ok('Item added to your cart.', [await cart.add(customerIdOf(request), request.body)]),
  );

  app.post(
    '/api/cart/deliverable',
    {
      schema: {
        operationId: 'listDeliverableGroups',
        description:
          "Whether each group delivers to one of the caller's addresses (billing or shipping), the area rule `POST cart` applies before adding: a group page says so before the shopper clicks (docs/decisions.md 'Area'). Open or closed groups alike; stock is not judged here.\n\n" +
          'Items in the order of `ids`, each id once; unknown ids are left out (match by `id`). `ids` may be empty (answers `[]`).\n\n' +
          'Errors: 400 `ids must be a list of group ids` (missing or not a list), 400 `ids must hold positive integers`, 400 `ids must hold at most 100 ids`.',
        tags,
        summary: "Which groups deliver to the caller's addresses",
        body: deliverableBody,
        response: answers(z.array(deliverableSchema), [400, 401]),
      },
    },
    async (request) => ok('Delivery checked', await cart.deliverable(customerIdOf(request), request.body.ids)),
  );

  app.put(
    '/api/cart/update',
    {
      schema: {
        operationId: 'updateCartLine',
        description:
          "Sets the quantity (the same quantity sent twice leaves the line as one request would). Errors: 400 for a bad qty, group_id or cart_item_id, 404 `Cart item not found` (unknown, another customer's, a group_id that is not the line's, or a line removed or ordered meanwhile), 409 closed or over the stock left.",
        tags,
        summary: 'Sets the quantity of a cart line',
        body: updateBody,
        response: answers(z.null(), [400, 401, 404, 409]),
      },
    },
    async (request) => {
      await cart.update(customerIdOf(request), request.body);
      return ok('Cart updated successfully.', null);
    },
  );

  app.delete(
    '/api/cart/:cart_item_id',
    {
      schema: {
        operationId: 'removeCartLine',
        description:
          '`200 { "status": 200, "message": "Successfully removed an item from your cart.", "data": null }`; 400 `cart_item_id must be a positive integer`; 404 `Cart item not found`.',
        tags,
        summary: 'Removes a cart line',
        params: itemParams,
        response: answers(z.null(), [400, 401, 404]),
      },
    },
    async (request) => {
      await cart.remove(customerIdOf(request), request.params.cart_item_id);
      return ok('Successfully removed an item from your cart.', null);
    },
  );
}
