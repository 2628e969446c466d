import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { intField, optional } from '../../lib/fields';
import { cursorFields } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { orderListSchema } from './order-line-view';
import { DEFAULT_ORDER_PAGE, type OrdersService } from './orders.service';

const ordersBody = z.object({
  // null (what the web sends) lists every line.
  status: optional(z.enum(ORDER_LINE_STATUSES, { error: `status must be one of ${ORDER_LINE_STATUSES.join(', ')}` })),
  // Without `limit` and a cursor, the whole list (what the web reads today).
  limit: optional(
    intField('limit must be an integer from 1 to 100', 1, 100).describe(
      `Lines a page holds (with a cursor and no limit: ${DEFAULT_ORDER_PAGE}); without limit and cursor, every line`,
    ),
  ),
  ...cursorFields,
});

/** The signed-in customer's order lines (registered on a `requireSignIn` scope). */
export function registerOrdersRoutes(app: RouteScope, orders: OrdersService): void {
  app.post(
    '/api/orders',
    {
      schema: {
        operationId: 'listOrderLines',
        description:
          "The caller's order lines, newest order first; `status` (null for all) filters by line status (`in_progress`, `shipping`, `cancelled`, `completed`, `return_requested`, `return_accepted`, `return_declined`, `return_in_progress`, `refunded`).\n\n" +
          "`invoice_id` is the text `'NULL'` until the line has an invoice.\n\n" +
          'Paging by cursor (docs/rest-api.md#paging-by-cursor): with neither `limit` nor a cursor the answer holds every line; with `limit` (1–100), `after` or `before` it holds a page. Each line carries its `cursor`; the answer says `total`, `has_next_page`, `has_previous_page`, `start_cursor` and `end_cursor`.\n\n' +
          'Errors: 400 `status must be one of ...`, 400 `limit must be an integer from 1 to 100`, 400 `after is not a cursor of this list` (or `before`), 400 `after and before cannot be given together`.',
        tags: ['orders'],
        summary: "The customer's order lines, newest order first, optionally one status",
        body: ordersBody,
        response: answers(orderListSchema, [400, 401]),
      },
    },
    async (request) => ok('Orders fetched', await orders.list(customerIdOf(request), request.body)),
  );
}
