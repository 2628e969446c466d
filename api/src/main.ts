import { loadConfig } from './config';
import { createDb } from './db/kysely';
import { migrateToLatest } from './db/migrations/migrator';
import { seedIfEmpty } from './db/seed/seed';
import { buildServer } from './server';

// Start-up: configuration, schema, demo data on first run, then listen.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = createDb(config);
  await migrateToLatest(handle);
  const seed = await seedIfEmpty(handle.db, config.mediaDir, new Date(), config.uploadDir);

  const app = await buildServer(config, handle);
  if (seed.seeded) app.log.info(seed, 'seeded the demo catalogue');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
