import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startService, waitForHealthy, type Service } from '../../../scripts/lib/services';

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real API on a fresh, seeded SQLite file; the gateway tests talk to it. */
export async function startApiProcess(): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-test-'));
  const port = await freePort();
  const api: Service = startService(
    'api',
    'api/src/main.ts',
    {
      API_PORT: String(port),
      SQLITE_FILE: path.join(dataDir, 'shop.db'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    'ignore',
  );
  await waitForHealthy(`http://127.0.0.1:${port}/api/health`, api, 120_000);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
