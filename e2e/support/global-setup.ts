import fs from 'node:fs';
import path from 'node:path';
import { coverageEnv } from '../../scripts/lib/coverage-env';
import { REPO_ROOT, startService, waitForHealthy, type Service } from '../../scripts/lib/services';
import { findChromium } from './browser';
import { E2E_API_PORT, E2E_BASE_URL, E2E_DATA_DIR, E2E_GATEWAY_PORT, E2E_OUTBOX_DIR } from './stack';

declare global {
  var e2eStack: { services: Service[]; dataDir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  findChromium(); // fail now, with the message, rather than in every test
  const webDist = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w web\` first (npm run test:e2e does).`);
  }
  const dataDir = E2E_DATA_DIR;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const output = process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore';
  const api = startService(
    'api',
    'api/src/main.ts',
    {
      API_PORT: String(E2E_API_PORT),
      SQLITE_FILE: path.join(dataDir, 'shop.db'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      PUBLIC_URL: E2E_BASE_URL,
      DATABASE_URL: '',
      // The browser tests use the sandbox card form whatever keys the shell holds.
      PAYMENT_PROVIDER: 'sandbox',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      LOG_LEVEL: 'warn',
      // Sign-ins at the test cost (docs/decisions.md "Password hashing").
      PASSWORD_HASH_COST: 'low',
      ...coverageEnv('e2e'),
    },
    output,
  );
  globalThis.e2eStack = { services: [api], dataDir };
  await waitForHealthy(`http://127.0.0.1:${E2E_API_PORT}/api/health`, api, 120_000);
  const gateway = startService(
    'gateway',
    'gateway/src/main.ts',
    {
      GATEWAY_PORT: String(E2E_GATEWAY_PORT),
      API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
      WEB_DIST: webDist,
      // Shared links' tags, the sitemap and robots.txt name the stack's own address.
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // Every browser of the suite comes from one address; the limit stays on, sized for that.
      GRAPHQL_RATE_LIMIT: '20000',
      ...coverageEnv('e2e'),
    },
    output,
  );
  globalThis.e2eStack.services.push(gateway);
  await waitForHealthy(`http://127.0.0.1:${E2E_GATEWAY_PORT}/health`, gateway);
}
