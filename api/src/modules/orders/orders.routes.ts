import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { orderListSchema } from './order-line-view';
import type { OrdersService } from './orders.service';

const ordersBody = z.object({
  // null (what the web sends) lists every line.
  status: optional(z.enum(ORDER_LINE_STATUSES, { error: `status must be one of ${ORDER_LINE_STATUSES.join(', ')}` })),
});

/** The signed-in customer's order lines (registered on a `requireSignIn` scope). */
export function registerOrdersRoutes(app: RouteScope, orders: OrdersService): void {
  app.post(
    '/api/orders',
    {
      schema: {
        description:
          "The caller's order lines, newest order first; `status` (null for all) filters by line status (`in_progress`, `shipping`, `cancelled`, `completed`, `return_requested`, `return_accepted`, `return_declined`, `return_in_progress`, `refunded`).\n\n" +
          "`invoice_id` is the text `'NULL'` until the line has an invoice. Errors: 400 `status must be one of ...`.",
        tags: ['orders'],
        summary: "The customer's order lines, newest order first, optionally one status",
        body: ordersBody,
        response: answers(orderListSchema, [400, 401]),
      },
    },
    async (request) => ok('Orders fetched', await orders.list(customerIdOf(request), request.body.status)),
  );
}
