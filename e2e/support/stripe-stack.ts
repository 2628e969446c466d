import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { startStripeDouble, type StripeDouble } from '../../api/src/test/stripe-double';
import { REPO_ROOT, startService, waitForHealthy, type Service } from '../../scripts/lib/services';
import { FAKE_STRIPE_JS } from './fake-stripe';

// A second stack of the same build that pays through Stripe: an API with Stripe keys whose
// Stripe is the local Stripe double (api/src/test/stripe-double.ts), and a gateway in front
// of it. The shared e2e stack runs the sandbox. In the browser, js.stripe.com is answered
// by the Stripe.js stand-in (support/fake-stripe.ts) and api.stripe.com by the same double:
// real Stripe.js, its frames and the wallets themselves cannot load offline.

export const STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e_offline';

export interface StripeStack {
  baseUrl: string;
  double: StripeDouble;
  /** Stops the API and the gateway, closes the double and removes the stack's data. */
  stop(): Promise<void>;
}

/** Starts the stack with its gateway on `gatewayPort` and its API on `apiPort` (a fresh SQLite database, demo data). */
export async function startStripeStack({
  gatewayPort,
  apiPort,
}: {
  gatewayPort: number;
  apiPort: number;
}): Promise<StripeStack> {
  const double = await startStripeDouble();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-stripe-'));
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const services: Service[] = [];
  const stop = async () => {
    for (const service of services.reverse()) await service.stop();
    await double.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startService(
      'api (stripe)',
      'api/dist/main.js',
      {
        API_PORT: String(apiPort),
        SQLITE_FILE: path.join(dataDir, 'shop.db'),
        MEDIA_DIR: path.join(dataDir, 'media'),
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: 'low',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e_offline',
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_API_BASE: double.url,
        SETTLEMENT_INTERVAL_SECONDS: '0',
      },
      'ignore',
    );
    services.push(api);
    await waitForHealthy(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);
    const gateway = startService(
      'gateway (stripe)',
      'gateway/dist/main.js',
      {
        GATEWAY_PORT: String(gatewayPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        WEB_DIST: process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist'),
        // As in a real deployment: the Content-Security-Policy then allows Stripe's origins.
        STRIPE_PUBLISHABLE_KEY,
        LOG_LEVEL: 'warn',
      },
      'ignore',
    );
    services.push(gateway);
    await waitForHealthy(`${baseUrl}/health`, gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, double, stop };
}

/**
 * A browser context on the stack: js.stripe.com answered by the stand-in, api.stripe.com
 * by the double. `stripeScripts` lists each Stripe.js request.
 */
export async function stripeStackContext(
  browser: Browser,
  stack: StripeStack,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; stripeScripts: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: stack.baseUrl });
  const stripeScripts: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    stripeScripts.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${stack.double.url}${pathname}${search}` }) });
  });
  return { context, stripeScripts };
}
