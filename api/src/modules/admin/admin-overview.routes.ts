import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import type { AdminOverviewService } from './admin-overview.service';
import { OVERVIEW_MAX_DAYS, overviewQuery, overviewSchema } from './admin-overview-view';

/** The console's Overview (registered on an admin `requireSignIn` scope). */
export function registerAdminOverviewRoutes(app: RouteScope, overviewService: AdminOverviewService): void {
  app.get(
    '/api/admin/overview',
    {
      config: { permission: 'overview.read' },
      schema: {
        operationId: 'adminGetOverview',
        tags: ['admin'],
        summary:
          "The shop at a glance (groups, units, money in and out, what waits) and the owner's figures over a period: GMV, refunds, orders, fill, settlement lag, top groups, per day",
        description: `At most ${OVERVIEW_MAX_DAYS} days; 400 when \`from\` is after \`to\` or the period is longer.`,
        querystring: overviewQuery,
        response: answers(overviewSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Overview fetched', await overviewService.read(request.query)),
  );
}
