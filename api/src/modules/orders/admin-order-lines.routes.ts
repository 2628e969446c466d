import { csvHeaders } from '../../lib/csv-export';
import { answers, csvAnswers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import {
  MAX_BULK_LINES,
  bulkStatusChangeBody,
  declineReturnBody,
  lineIdParams,
  orderLineCsvQuery,
  orderLineListQuery,
  statusChangeBody,
} from './admin-order-line-input';
import { adminOrderLinePageSchema, adminOrderLineSchema, bulkMoveSchema } from './admin-order-line-view';
import type { AdminOrderLinesService } from './admin-order-lines.service';
import { actorOf } from '../audit/actor';
import { OPERATOR_MOVE_PERMISSIONS } from './order-line-lifecycle';
import { PICK_LIST_COLUMNS } from './pick-list';

const tags = ['admin'];
const lineAnswer = answers(adminOrderLineSchema, [400, 401, 403, 404, 409, 503]);
/** A line's moves each need their own permission (order-line-lifecycle.ts): the body's `status` names the move. */
const perMove = { permission: { field: 'status', permissions: OPERATOR_MOVE_PERMISSIONS } };

/** Order lines for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminOrderLineRoutes(app: RouteScope, orders: AdminOrderLinesService): void {
  app.get(
    '/api/admin/order-lines',
    {
      config: { permission: 'orders.read' },
      schema: {
        operationId: 'adminListOrderLines',
        tags,
        summary: 'Every order line, newest first, optionally one status, a page at a time',
        querystring: orderLineListQuery,
        response: answers(adminOrderLinePageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Order lines fetched', await orders.list(request.query)),
  );

  app.get(
    '/api/admin/order-lines.csv',
    {
      config: { permission: 'orders.read' },
      schema: {
        operationId: 'adminExportOrderLinesCsv',
        tags,
        summary: 'The pick list: every order line of the filter with its delivery address, as CSV, streamed',
        description:
          `Columns: ${PICK_LIST_COLUMNS.join(', ')}. The same filter as \`admin/order-lines\` (status, search, ` +
          "customer_id, sort), without paging. The address is where the line ships; the name and phone are the buyer's.",
        querystring: orderLineCsvQuery,
        response: csvAnswers([400, 401, 403]),
      },
    },
    async (request, reply) => reply.headers(csvHeaders('order-lines.csv')).send(orders.csv(request.query)),
  );

  app.put(
    '/api/admin/order-lines/:id/status',
    {
      config: perMove,
      schema: {
        operationId: 'adminMoveOrderLine',
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
    async (request) =>
      ok('Order line updated', await orders.setStatus(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/order-lines/status',
    {
      config: perMove,
      schema: {
        operationId: 'adminMoveOrderLines',
        tags,
        summary: `Moves up to ${MAX_BULK_LINES} lines to one status, each on its own, with a result per line`,
        description:
          'Each line moves as `PUT admin/order-lines/{id}/status` moves it (its own transaction and mail); a line ' +
          'that may not move is refused in its result (`ok: false` and why) while the others move. Shipping ' +
          'without a carrier and tracking number is refused whole (400), before any line moves.',
        body: bulkStatusChangeBody,
        response: answers(bulkMoveSchema, [400, 401, 403, 503]),
      },
    },
    async (request) => {
      const results = await orders.setStatuses(actorOf(request), request.body);
      const moved = results.filter((result) => result.ok).length;
      const refused = results.length - moved;
      const updated = `${moved} order ${moved === 1 ? 'line' : 'lines'} updated`;
      const message = refused === 0 ? updated : `${updated}, ${refused} refused`;
      return ok(message, { moved, refused, results });
    },
  );

  app.post(
    '/api/admin/order-lines/:id/return/accept',
    {
      config: { permission: 'returns.decide' },
      schema: {
        operationId: 'adminAcceptReturn',
        tags,
        summary: 'Accepts a requested return',
        params: lineIdParams,
        response: lineAnswer,
      },
    },
    async (request) => ok('Return accepted', await orders.acceptReturn(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/admin/order-lines/:id/return/decline',
    {
      config: { permission: 'returns.decide' },
      schema: {
        operationId: 'adminDeclineReturn',
        tags,
        summary: 'Declines a requested return, with an optional reason the buyer sees on My Orders',
        params: lineIdParams,
        body: declineReturnBody,
        response: lineAnswer,
      },
    },
    async (request) =>
      ok('Return declined', await orders.declineReturn(actorOf(request), request.params.id, request.body?.reason)),
  );
}
