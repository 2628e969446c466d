import fs from 'node:fs';
import path from 'node:path';
import { coverageEnv } from '../../scripts/lib/coverage-env';
import { ensureServerBuild } from '../../scripts/lib/server-build';
import { REPO_ROOT, assertPortFree, startService, waitForHealthy, type Service } from '../../scripts/lib/services';
import { findChromium } from './browser';
import { E2E_WORKERS, e2eStackAt } from './stack';

declare global {
  var e2eStacks: Array<{ services: Service[]; dataDir: string }> | undefined;
}

/** One stack per e2e worker (support/stack.ts), started side by side. */
export default async function globalSetup(): Promise<void> {
  findChromium(); // fail now, with the message, rather than in every test
  const webDist = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w web\` first (npm run test:e2e does).`);
  }
  // The servers as the image runs them (the server build; `npm test` builds it before the
  // tests): under tsx every process pays tsx's module hooks for as long as it runs
  // (docs/decisions.md "Test suite time").
  ensureServerBuild();
  globalThis.e2eStacks = [];
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => startStack(e2eStackAt(index), webDist)));
}

async function startStack(stack: ReturnType<typeof e2eStackAt>, webDist: string): Promise<void> {
  const { dataDir } = stack;
  await assertPortFree(stack.apiPort, 'the e2e API', 'E2E_PORT');
  await assertPortFree(stack.gatewayPort, 'the e2e gateway', 'E2E_PORT');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const output = process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore';
  const api = startService(
    'api',
    'api/dist/main.js',
    {
      API_PORT: String(stack.apiPort),
      SQLITE_FILE: path.join(dataDir, 'shop.db'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: stack.outboxDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      PUBLIC_URL: stack.baseUrl,
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
  const services: Service[] = [api];
  globalThis.e2eStacks!.push({ services, dataDir });
  await waitForHealthy(`http://127.0.0.1:${stack.apiPort}/api/health`, api, 120_000);
  const gateway = startService(
    'gateway',
    'gateway/dist/main.js',
    {
      GATEWAY_PORT: String(stack.gatewayPort),
      API_URL: `http://127.0.0.1:${stack.apiPort}`,
      WEB_DIST: webDist,
      // Shared links' tags, the sitemap and robots.txt name the stack's own address.
      PUBLIC_URL: stack.baseUrl,
      LOG_LEVEL: 'warn',
      // Every browser of the suite comes from one address; the limit stays on, sized for that.
      GRAPHQL_RATE_LIMIT: '20000',
      ...coverageEnv('e2e'),
    },
    output,
  );
  services.push(gateway);
  await waitForHealthy(`http://127.0.0.1:${stack.gatewayPort}/health`, gateway);
}
