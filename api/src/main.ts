// Before every other import: tracing must patch the modules they load.
import { tracing } from './tracing';
import { loadConfig } from './config/config';
import { createDb } from './db/kysely';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { DbHandle } from './db/kysely';
import { migrateToLatest, pendingMigrations } from './db/migrations/migrator';
import { usePasswordHashCost } from './modules/auth/password';
import { seedIfEmpty } from './seed/seed';
import { createFileStorage } from './storage/create-file-storage';
import { startMetricsServer } from '@shop/server-kit/metrics-server';
import { loadZipPlaces } from './lib/zip-places';
import { buildServer } from './server';

/**
 * The schema and data a start needs. The demo (`npm start`) migrates and loads the demo
 * catalogue into an empty database. Production never does either: several instances may
 * start at once and a real shop has no demo accounts, so migrations are `npm run migrate`
 * and a start on a database with pending ones stops, naming them
 * (docs/decisions.md#production-mode).
 */
async function prepareDatabase(config: Config, handle: DbHandle): Promise<string | null> {
  if (config.production) {
    const pending = await pendingMigrations(handle);
    if (pending.length > 0) {
      throw new Error(`The database has pending migrations (${pending.join(', ')}); run \`npm run migrate\` first.`);
    }
    return null;
  }
  await migrateToLatest(handle);
  const seed = await seedIfEmpty(handle.db, config.mediaDir, new Date(), config.uploadDir, createFileStorage(config));
  return seed.seeded ? `seeded the demo catalogue: ${seed.customers} accounts, ${seed.groups} groups` : null;
}

// Start-up: configuration, schema (and demo data outside production), then listen.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  usePasswordHashCost(config.passwordHashCost);
  const handle = createDb(config);
  const prepared = await prepareDatabase(config, handle);

  const app = await buildServer(config, handle);
  if (prepared) app.log.info(prepared);
  // SIGTERM (a deploy, a scale-down): stop taking work, let every request in flight finish
  // (a place-order commits or rolls back whole: its transaction is inside the handler),
  // then close the pool. Requests arriving meanwhile get 503 (Fastify's return503OnClosing),
  // which the gateway answers as SERVICE_UNAVAILABLE and the web retries.
  let metricsServer: FastifyInstance | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; exiting with work unfinished');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // Closing the app stops the jobs too, after their runs in flight.
    await app.close();
    await metricsServer?.close();
    await handle.db.destroy();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  loadZipPlaces();
  await app.listen({ port: config.port, host: config.host });
  // Settlement, charge returns and mail: pg-boss on PostgreSQL, in this process on SQLite.
  await app.jobs.start();
  if (config.metricsPort) {
    metricsServer = await startMetricsServer(app.metrics, config.metricsPort, config.metricsHost);
  }
}

// A start that cannot go on (a setting missing, migrations pending) says why in one
// message an operator can act on; the stack only adds noise there. LOG_LEVEL=debug shows it.
main().catch((error: unknown) => {
  const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  console.error(error instanceof Error && !debug ? error.message : error);
  process.exit(1);
});
