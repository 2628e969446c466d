import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import { ORDER_LINE_STATUSES } from '../../db/column-values';
import { RETURN_REASONS } from '../../db/column-values';
import { groupIdParams } from './admin-groups.service';
import {
  MAX_BULK_LINES,
  bulkStatusChangeBody,
  declineReturnBody,
  lineIdParams,
  orderLineListQuery,
  statusChangeBody,
  type AdminOrdersService,
} from './admin-orders.service';

const adminLine = z.object({
  order_line_id: z.number(),
  order_id: z.number(),
  customer_id: z.number(),
  customer_email: z.string(),
  group_id: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  price: z.number(),
  paid_total: z.number(),
  final_price: z.number().nullable(),
  refunded_amount: z.number(),
  status: z.enum(ORDER_LINE_STATUSES),
  tracking_company_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  invoice_id: z.string().nullable(),
  return_reason: z.enum(RETURN_REASONS).nullable(),
  return_note: z.string().nullable(),
  return_decline_reason: z.string().nullable(),
  date_created: z.string(),
});
const summary = z.object({ groups_closed: z.number(), lines_settled: z.number(), refunded_cents: z.number() });

const tags = ['admin'];
const settlementTags = ['settlement'];
const lineAnswer = answers(adminLine, [400, 401, 403, 404, 409, 503]);

/** Order lines and settlement for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminOrderRoutes(app: RouteScope, orders: AdminOrdersService): void {
  app.get(
    '/api/admin/order-lines',
    {
      schema: {
        tags,
        summary: 'Every order line, newest first, optionally one status, a page at a time',
        querystring: orderLineListQuery,
        response: answers(pageSchema('order_lines', adminLine), [400, 401, 403]),
      },
    },
    async (request) => ok('Order lines fetched', await orders.list(request.query)),
  );

  app.put(
    '/api/admin/order-lines/:id/status',
    {
      schema: {
        tags,
        summary: 'Moves a line one legal step (ship with tracking, complete, cancel, return steps, refund)',
        description:
          'in_progress → shipping | cancelled; shipping → completed (issues the invoice); return_accepted → ' +
          'return_in_progress → refunded. Cancelled and refunded lines are paid back what is left of them; a ' +
          'cancellation gives units back only while the group is open. The buyer is mailed on every move.',
        params: lineIdParams,
        body: statusChangeBody,
        response: lineAnswer,
      },
    },
    async (request) => ok('Order line updated', await orders.setStatus(request.params.id, request.body)),
  );

  app.post(
    '/api/admin/order-lines/status',
    {
      schema: {
        tags,
        summary: `Moves up to ${MAX_BULK_LINES} lines to one status, each on its own, with a result per line`,
        description:
          'Each line moves as `PUT admin/order-lines/{id}/status` moves it (its own transaction and mail); a line ' +
          'that may not move is refused in its result (`ok: false` and why) while the others move. Shipping ' +
          'without a carrier and tracking number is refused whole (400), before any line moves.',
        body: bulkStatusChangeBody,
        response: answers(
          z.object({
            moved: z.number(),
            refused: z.number(),
            results: z.array(
              z.object({
                order_line_id: z.number(),
                ok: z.boolean(),
                message: z.string().describe("'Order line updated', or why this line did not move"),
                order_line: adminLine.nullable(),
              }),
            ),
          }),
          [400, 401, 403, 503],
        ),
      },
    },
    async (request) => {
      const results = await orders.setStatuses(request.body);
      const moved = results.filter((result) => result.ok).length;
      const refused = results.length - moved;
      const updated = `${moved} order ${moved === 1 ? 'line' : 'lines'} updated`;
      const message = refused === 0 ? updated : `${updated}, ${refused} refused`;
      return ok(message, { moved, refused, results });
    },
  );

  app.post(
    '/api/admin/order-lines/:id/return/accept',
    { schema: { tags, summary: 'Accepts a requested return', params: lineIdParams, response: lineAnswer } },
    async (request) => ok('Return accepted', await orders.acceptReturn(request.params.id)),
  );

  app.post(
    '/api/admin/order-lines/:id/return/decline',
    {
      schema: {
        tags,
        summary: 'Declines a requested return, with an optional reason the buyer sees on My Orders',
        params: lineIdParams,
        body: declineReturnBody,
        response: lineAnswer,
      },
    },
    async (request) => ok('Return declined', await orders.declineReturn(request.params.id, request.body?.reason)),
  );

  app.post(
    '/api/admin/groups/:id/settle',
    {
      schema: {
        tags: settlementTags,
        summary: 'Closes a group now, whatever its end date, and settles its lines at once',
        description:
          'One operator run at a time (this, or `POST admin/settlement/run`): another asked for meanwhile, e.g. the same ' +
          'request sent twice, answers 409 `A settlement run is already in progress.` and does nothing.',
        params: groupIdParams,
        response: answers(summary, [400, 401, 403, 404, 409, 503]),
      },
    },
    async (request) => ok('Group settled', await orders.settleGroup(request.params.id)),
  );

  app.post(
    '/api/admin/settlement/run',
    {
      schema: {
        tags: settlementTags,
        summary: 'What the settlement job does, now: closes ended groups and settles every closed group',
        description:
          'Each line is refunded (paid − final unit price) × qty plus the tax and platform fee on that difference, ' +
          'exactly once, even with several runners at once. One operator run at a time (this, or ' +
          '`POST admin/groups/{id}/settle`): another asked for meanwhile, e.g. the same request sent twice, answers 409 ' +
          '`A settlement run is already in progress.` and does nothing.',
        response: answers(summary, [401, 403, 409, 503]),
      },
    },
    async () => ok('Settlement run', await orders.runSettlement()),
  );
}
