import os from 'node:os';
import path from 'node:path';

// Where an e2e stack listens; ports apart from `npm start`'s so both can run at once.
// E2E_PORT moves the whole stack (gateway on it, API on it + 10), so two checkouts or two
// developers can run the browser tests side by side. With E2E_WORKERS above 1, jest runs
// that many files at once and each worker drives a stack of its own, E2E_STACK_SPACING
// ports further per worker (docs/decisions.md "Test suite time"), so no file shares a
// database with a file running beside it.

/** How many files run at once, each worker with its own stack. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4600);
const E2E_STACK_SPACING = 100;

/** A stack's addresses and throwaway data (database, media, mail outbox), one folder per port. */
export function e2eStackAt(index: number) {
  const gatewayPort = E2E_BASE_PORT + index * E2E_STACK_SPACING;
  const dataDir = path.join(os.tmpdir(), `shop-e2e-${gatewayPort}`);
  return {
    gatewayPort,
    apiPort: gatewayPort + 10,
    baseUrl: `http://127.0.0.1:${gatewayPort}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

// This worker's stack (jest numbers its workers from 1; a run in band is worker 1).
const own = e2eStackAt(Number(process.env.JEST_WORKER_ID ?? 1) - 1);
export const E2E_GATEWAY_PORT = own.gatewayPort;
export const E2E_API_PORT = own.apiPort;
export const E2E_BASE_URL = own.baseUrl;
export const E2E_DATA_DIR = own.dataDir;
export const E2E_OUTBOX_DIR = own.outboxDir;
