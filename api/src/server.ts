import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DbHandle } from './db/kysely';
import { registerErrorHandlers } from './lib/error-handler';
import { decorateAuth } from './modules/auth/auth.hook';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMediaRoutes } from './modules/media/media.routes';

/**
 * The API as a Fastify instance, not listening: main.ts listens, tests call `inject`.
 * Order: error handling and request decoration, then services, then routes.
 */
export async function buildServer(config: Config, handle: DbHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the log: tokens in headers, passwords in bodies.
            redact: {
              paths: ['req.headers.authorization', 'headers.authorization', 'password', '*.password', 'body.password'],
              censor: '[redacted]',
            },
          },
    // The gateway on this host forwards the shopper's address in X-Forwarded-For; trust
    // it only from loopback so login throttling counts shoppers, not the gateway.
    trustProxy: 'loopback',
  });

  registerErrorHandlers(app);
  decorateAuth(app);

  const auth = createAuthService(handle.db, config);
  const catalog = createCatalogService(handle.db);

  registerHealthRoutes(app, handle.db);
  registerAuthRoutes(app, auth);
  registerCatalogRoutes(app, catalog);
  await registerMediaRoutes(app, config.mediaDir);

  await app.ready();
  return app;
}
