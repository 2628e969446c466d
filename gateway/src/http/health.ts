import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';

/** The API's answer to `path` within two seconds: 200 or not. */
async function apiAnswers(pool: Pool, path: string): Promise<boolean> {
  try {
    const upstream = await pool.request({ method: 'GET', path, headersTimeout: 2_000, bodyTimeout: 2_000 });
    await upstream.body.dump();
    return upstream.statusCode === 200;
  } catch {
    return false;
  }
}

/**
 * Liveness and readiness. A gateway whose API is down stays alive (restarting it would not
 * bring the API back) and answers SERVICE_UNAVAILABLE to GraphQL; it is only not ready.
 * While the process shuts down Fastify answers 503 to both.
 */
export function registerHealthRoutes(app: FastifyInstance, pool: Pool): void {
  app.get('/livez', async () => ({ status: 'alive' }));

  app.get('/readyz', async (_request, reply) => {
    const apiReady = await apiAnswers(pool, '/readyz');
    return reply
      .code(apiReady ? 200 : 503)
      .send({ status: apiReady ? 'ready' : 'not ready', api: apiReady ? 'ready' : 'not ready' });
  });

  // The older combined check, kept for scripts that use it.
  app.get('/health', async (_request, reply) => {
    const apiUp = await apiAnswers(pool, '/api/health');
    return reply.code(apiUp ? 200 : 503).send({ status: apiUp ? 'ok' : 'degraded', api: apiUp ? 'up' : 'down' });
  });
}
