import { loadConfig } from './config/config';
import { createDb } from './db/kysely';
import { migrateToLatest } from './db/migrations/migrator';
import { seedIfEmpty } from './seed/seed';
import { startSettlementJob } from './jobs/settlement-job';
import { createMailer } from './modules/mail/mailer';
import { paymentProviderFor } from './modules/payments/payment-providers';
import { createSettlementService } from './modules/settlement/settlement.service';
import { buildServer } from './server';

// Start-up: configuration, schema, demo data on first run, then listen.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = createDb(config);
  await migrateToLatest(handle);
  const seed = await seedIfEmpty(handle.db, config.mediaDir, new Date(), config.uploadDir);

  const app = await buildServer(config, handle);
  if (seed.seeded) app.log.info(seed, 'seeded the demo catalogue');
  const settlementJob = startSettlementJob(
    createSettlementService(handle.db, paymentProviderFor(config), {
      mailer: createMailer(config, app.log),
      publicUrl: config.publicUrl,
      log: app.log,
    }),
    config.settlementIntervalSeconds,
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await settlementJob.stop();
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
