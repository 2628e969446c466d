import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { pingDatabase } from './health.repository';

// No service file: there is no rule here, only "can we reach the database".
export function registerHealthRoutes(app: RouteScope, db: Kysely<Database>): void {
  const schema = {
    tags: ['health'],
    summary: 'Whether the API and its database answer (for load balancers and start-up checks)',
    response: answers(z.object({ database: z.string() }), [503]),
  };
  app.get('/api/health', { schema }, async (request) => {
    if (await pingDatabase(db)) return ok('ok', { database: 'up' });
    request.log.error('health check: database unreachable');
    // 503 so a load balancer or start script stops sending traffic here.
    throw new HttpError(503, 'Database unavailable', { database: 'down' });
  });
}
