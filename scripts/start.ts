// `npm start`: the API (migrates, seeds on first run), then the gateway serving the built shop.
import { startService, superviseServices, waitForHealthy } from './lib/services';
import { loadDotEnv } from './lib/env-file';

loadDotEnv();

const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const apiPort = process.env.API_PORT ?? '4100';
// Links in mails and share tags name the shop's address: on a moved port it follows the
// port unless PUBLIC_URL says otherwise (docs/decisions.md "A newcomer's first run").
process.env.PUBLIC_URL ||= `http://localhost:${gatewayPort}`;
// Request logs stay out of the way of the banner locally; LOG_LEVEL=info shows them.
process.env.LOG_LEVEL ||= 'warn';

async function main(): Promise<void> {
  const { services, watch } = superviseServices('the shop');

  const api = startService('api', 'api/src/main.ts', { API_PORT: apiPort });
  services.push(api);
  await waitForHealthy(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);

  const gateway = startService('gateway', 'gateway/src/main.ts', {
    GATEWAY_PORT: gatewayPort,
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  });
  services.push(gateway);
  await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, gateway);

  watch();

  console.info(`
  The shop is running:   http://localhost:${gatewayPort}
  GraphQL (Sandbox):     http://localhost:${gatewayPort}/graphql
  GraphiQL (offline):    http://localhost:${gatewayPort}/graphiql
  REST API:              http://127.0.0.1:${apiPort}/api/health

  Demo accounts:  shopper@example.com / Shopper@123   (Individual, ZIP 75201)
                  business@example.com / Business@123 (Business, tax-exempt)
                  admin@example.com / Admin@1234      (admin)
  Settings: .env (start from .env.example); request logs with LOG_LEVEL=info.
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
