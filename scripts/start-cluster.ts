// `npm run start:cluster`: the shop as several instances run it (docs/scaling.md), on this
// machine: two APIs on one PostgreSQL database (DATABASE_URL, required) and two gateways,
// each in front of one API, sharing Redis when REDIS_URL is set. A load balancer would
// hand requests to either gateway; here a browser can use either port.
import { startService, superviseServices, waitForHealthy } from './lib/services';
import { loadDotEnv } from './lib/env-file';

loadDotEnv();

const GATEWAY_PORTS = [4000, 4001];
const API_PORTS = [4100, 4101];

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) {
    throw new Error(
      'The cluster shares one PostgreSQL database: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/shop).',
    );
  }
  const { services, watch } = superviseServices('the cluster');

  // One after the other: the first start migrates (and seeds an empty demo database);
  // in production `npm run migrate` runs once before any instance starts.
  for (const port of API_PORTS) {
    const api = startService(`api:${port}`, 'api/src/main.ts', { API_PORT: String(port) });
    services.push(api);
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, api, 120_000);
  }
  for (const [i, port] of GATEWAY_PORTS.entries()) {
    const gateway = startService(`gateway:${port}`, 'gateway/src/main.ts', {
      GATEWAY_PORT: String(port),
      API_URL: `http://127.0.0.1:${API_PORTS[i]}`,
    });
    services.push(gateway);
    await waitForHealthy(`http://127.0.0.1:${port}/health`, gateway);
  }
  watch();
  console.info(`
  The shop runs as two instances of each service on one database${process.env.REDIS_URL ? ' and Redis' : ''}:
    gateways  http://localhost:${GATEWAY_PORTS.join(', http://localhost:')}
    APIs      http://127.0.0.1:${API_PORTS.join(', http://127.0.0.1:')}
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
