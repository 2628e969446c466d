import { loadConfig } from './config';
import { buildGateway } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildGateway(config);
  await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
