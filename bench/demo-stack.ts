import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFolderEnv } from '../api/src/config/data-folder';
import { ensureServerBuild } from '../scripts/lib/server-build';
import { assertPortFree, startService, waitForHealthy, type Service } from '../scripts/lib/services';

export interface DemoStack {
  api: Service;
  gateway: Service;
  apiUrl: string;
  gatewayUrl: string;
  /** Stops both services and removes their data. */
  stop(): Promise<void>;
}

/**
 * The API on a fresh, seeded SQLite file (settlement off) and the gateway over it, as a
 * benchmark measures them; `gatewayEnv` adds the gateway's settings. `compiled` runs both
 * as production does, from the server build (made first when stale; docs/decisions.md
 * "Production build"), rather than from their sources through tsx.
 */
export async function startDemoStack(options: {
  apiPort: number;
  gatewayPort: number;
  gatewayEnv?: Record<string, string>;
  compiled?: boolean;
}): Promise<DemoStack> {
  await assertPortFree(options.apiPort, 'the API', 'BENCH_PORT');
  await assertPortFree(options.gatewayPort, 'the gateway', 'BENCH_PORT');
  if (options.compiled) ensureServerBuild();
  const entry = (name: 'api' | 'gateway') => (options.compiled ? `${name}/dist/main.js` : `${name}/src/main.ts`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
  const started: Service[] = [];
  const stop = async () => {
    for (const service of [...started].reverse()) await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startService(
      'api',
      entry('api'),
      {
        API_PORT: String(options.apiPort),
        ...dataFolderEnv(dataDir),
        DATABASE_URL: '',
        SETTLEMENT_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      'ignore',
    );
    started.push(api);
    await waitForHealthy(`${apiUrl}/api/health`, api, 120_000);
    const gateway = startService(
      'gateway',
      entry('gateway'),
      {
        GATEWAY_PORT: String(options.gatewayPort),
        GATEWAY_HOST: '127.0.0.1',
        API_URL: apiUrl,
        LOG_LEVEL: 'warn',
        ...options.gatewayEnv,
      },
      'ignore',
    );
    started.push(gateway);
    await waitForHealthy(`${gatewayUrl}/livez`, gateway);
    return { api, gateway, apiUrl, gatewayUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
