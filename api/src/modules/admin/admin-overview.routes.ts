import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import type { AdminOverviewService } from './admin-overview.service';
import { overviewSchema } from './admin-overview-view';

/** The console's Overview (registered on an admin `requireSignIn` scope). */
export function registerAdminOverviewRoutes(app: RouteScope, overviewService: AdminOverviewService): void {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        operationId: 'adminGetOverview',
        tags: ['admin'],
        summary: 'The shop at a glance: groups, units, money in and out, what waits, orders and refunds per day',
        response: answers(overviewSchema, [401, 403]),
      },
    },
    async () => ok('Overview fetched', await overviewService.read()),
  );
}
