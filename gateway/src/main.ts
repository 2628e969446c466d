// Before every other import: tracing must patch the modules they load.
import { tracing } from './tracing';
import { loadConfig } from './config/config';
import { startMetricsServer } from '@shop/server-kit/metrics-server';
import { buildGateway } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildGateway(config);
  await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(app.metrics, config.METRICS_PORT, config.METRICS_HOST)
    : undefined;
  // SIGTERM: stop taking work (new requests get 503), finish the operations in flight
  // (Apollo's drain plugin), close the upstream pool, exit; or exit anyway after the timeout.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing the operations in flight');
      setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS).unref();
      void app
        .close()
        .then(() => metricsServer?.close())
        .then(() => tracing?.shutdown())
        .then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
