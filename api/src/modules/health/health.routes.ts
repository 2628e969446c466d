import type { DbHandle } from '../../db/kysely';
import { pendingMigrations } from '../../db/migrations/migrator';
import { answers, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { pingDatabase } from './health.repository';
import { healthSchema, livenessSchema, readinessSchema } from './health-view';

// No service file: there is no rule here, only "is this process able to serve".

const tags = ['health'];

/**
 * Liveness, readiness and the older combined check. A process that is shutting down
 * answers 503 to all of them (Fastify's return503OnClosing), so a load balancer stops
 * sending it work while it finishes what is in flight.
 */
export function registerHealthRoutes(app: RouteScope, handle: DbHandle): void {
  // Migrations only move forward while a process lives: once current, always current.
  let schemaCurrent = false;

  app.get(
    '/livez',
    {
      schema: {
        operationId: 'getLiveness',
        tags,
        summary: 'The process is alive (no dependency is checked: a restart would not help them)',
        response: answers(livenessSchema),
      },
    },
    async () => ok('ok', { status: 'alive' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags,
        summary: 'The process can serve: the database answers and its schema is current',
        description:
          '503 names what is missing: `database: down`, or `pending_migrations` with the names of the migrations `npm run migrate` has still to apply.',
        response: answers(readinessSchema, [503]),
      },
    },
    async (request) => {
      if (!(await pingDatabase(handle.db))) {
        request.log.error('readiness: database unreachable');
        throw new HttpError(503, 'Database unavailable', { database: 'down' });
      }
      const pending = schemaCurrent ? [] : await pendingMigrations(handle);
      schemaCurrent = pending.length === 0;
      if (!schemaCurrent) {
        throw new HttpError(503, 'Migrations pending', { database: 'up', pending_migrations: pending });
      }
      return ok('ready', { database: 'up' as const, pending_migrations: [] });
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags,
        summary: 'Whether the API and its database answer (for load balancers and start-up checks)',
        response: answers(healthSchema, [503]),
      },
    },
    async (request) => {
      if (await pingDatabase(handle.db)) return ok('ok', { database: 'up' });
      request.log.error('health check: database unreachable');
      // 503 so a load balancer or start script stops sending traffic here.
      throw new HttpError(503, 'Database unavailable', { database: 'down' });
    },
  );
}
