import { ORDER_LINE_STATUSES } from './order-line-statuses';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { OrdersService } from './orders.service';

const ordersBody = z.object({
  // null (what the web sends) lists every line.
  status: optional(z.enum(ORDER_LINE_STATUSES, { error: `status must be one of ${ORDER_LINE_STATUSES.join(', ')}` })),
});

const orderLine = z.object({
  order_id: z.number(),
  order_line_id: z.number(),
  price: z.number(),
  quantity: z.number(),
  tax_price: z.number(),
  shipping: z.number(),
  platform_fee: z.number(),
  invoice_id: z.string(),
  invoice_url: z.string().nullable(),
  final_price: z.number().nullable(),
  refunded_amount: z.number(),
  group: z.object({
    group_id: z.number(),
    product_name: z.string(),
    product_image: z.string().nullable(),
    status: z.string(),
    tracking_company_name: z.string().nullable(),
    tracking_number: z.string().nullable(),
    date_created: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip_code: z.string(),
    order_line_id: z.number(),
  }),
});

/** The signed-in customer's order lines (registered on a `requireSignIn` scope). */
export function registerOrdersRoutes(app: RouteScope, orders: OrdersService): void {
  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's order lines, newest order first, optionally one status",
        body: ordersBody,
        response: answers(z.object({ order_list: z.array(orderLine) }), [400, 401]),
      },
    },
    async (request) => ok('Orders fetched', await orders.list(customerIdOf(request), request.body.status)),
  );
}
