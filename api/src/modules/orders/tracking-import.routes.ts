import { IMPORT_BODY_LIMIT_BYTES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, importBody } from '../../lib/csv-import';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import type { OrderLineLifecycle } from './order-line-lifecycle';
import { TRACKING_COLUMNS, importTracking } from './tracking-import';
import { trackingImportSchema } from './tracking-import-view';

/** Shipping from a CSV of tracking numbers (registered on an admin `requireSignIn` scope). */
export function registerTrackingImportRoutes(app: RouteScope, lifecycle: OrderLineLifecycle): void {
  app.post(
    '/api/admin/order-lines/tracking-import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      config: { permission: 'orders.fulfil' },
      schema: {
        operationId: 'adminImportTracking',
        tags: ['admin'],
        summary: 'Ships order lines from a CSV of tracking numbers, each row on its own; `apply: false` writes nothing',
        description:
          `Columns (header row, any order): ${TRACKING_COLUMNS.join(', ')}, the ship move's fields. Each row ships ` +
          'its line as `PUT admin/order-lines/{id}/status` with `status: shipping` does (its own transaction, audit ' +
          "row and mail to the buyer); a row that may not ship is answered with why (the move's own message, e.g. " +
          '`This line is already shipped.`) and the other rows still ship. A line named in two rows is refused in the ' +
          'later one.\n\n' +
          '`apply: false` answers every row as it would go now and writes nothing.\n\n' +
          `Refused whole (400, nothing read): no header, an unknown or missing column, no rows, more than ${MAX_IMPORT_ROWS} ` +
          `rows, a file that cannot be parsed; 413 over ${MAX_IMPORT_BYTES} bytes.`,
        body: importBody,
        response: answers(trackingImportSchema, [400, 401, 403, 413, 503]),
      },
    },
    async (request) => {
      const { message, report } = await importTracking(
        lifecycle,
        request.body.csv,
        request.body.apply,
        actorOf(request),
      );
      return ok(message, report);
    },
  );
}
