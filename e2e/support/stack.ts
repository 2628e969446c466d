import os from 'node:os';
import path from 'node:path';

// Where the e2e stack listens; ports apart from `npm start`'s so both can run at once.
// E2E_PORT moves the whole stack (gateway on it, API on it + 10), so two checkouts or two
// developers can run the browser tests side by side.
export const E2E_GATEWAY_PORT = Number(process.env.E2E_PORT ?? 4600);
export const E2E_API_PORT = E2E_GATEWAY_PORT + 10;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;

// The e2e stack's throwaway data (database, media, mail outbox), one folder per port.
export const E2E_DATA_DIR = path.join(os.tmpdir(), `shop-e2e-${E2E_GATEWAY_PORT}`);
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
