import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startStripeDouble, type StripeDouble } from '../api/src/test/stripe-double';
import { REPO_ROOT, startService, waitForHealthy, type Service } from '../scripts/lib/services';
import { signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, screenshot, VIEWPORTS } from './support/browser';
import { FAKE_STRIPE_JS } from './support/fake-stripe';
import { E2E_BASE_URL, E2E_GATEWAY_PORT } from './support/stack';

// 'Add new card' picks its form at run time from the API's configuration. The shared e2e
// stack runs the sandbox: the shop must make no request to any other origin. A second
// stack of the same build, with Stripe keys, shows Stripe Elements; js.stripe.com is
// answered by a stand-in (the test runs offline), and Stripe's API, for the shop's API and
// for the stand-in's confirmCardSetup alike, by the local Stripe double. What is checked is
// the shop's side: Stripe.js requested once with the configured key, the product rules'
// messages, Stripe's answer to a declined card, and a card saved through a SetupIntent.

const STRIPE_GATEWAY_PORT = E2E_GATEWAY_PORT + 20;
const STRIPE_API_PORT = E2E_GATEWAY_PORT + 30;
const STRIPE_BASE_URL = `http://127.0.0.1:${STRIPE_GATEWAY_PORT}`;
const PUBLISHABLE_KEY = 'pk_test_e2e_offline';
const DECLINED = '4000 0000 0000 0002';
const MASTERCARD = '5555 5555 5555 4444';
const [DESKTOP, MOBILE] = VIEWPORTS;

let browser: Browser;
let stripeDouble: StripeDouble;
let stripeStack: Service[] = [];
let stripeDataDir: string;

async function startStripeStack(): Promise<void> {
  stripeDouble = await startStripeDouble();
  stripeDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-stripe-'));
  const api = startService(
    'api (stripe)',
    'api/src/main.ts',
    {
      API_PORT: String(STRIPE_API_PORT),
      SQLITE_FILE: path.join(stripeDataDir, 'shop.db'),
      MEDIA_DIR: path.join(stripeDataDir, 'media'),
      OUTBOX_DIR: path.join(stripeDataDir, 'outbox'),
      UPLOAD_DIR: path.join(stripeDataDir, 'uploads'),
      PUBLIC_URL: STRIPE_BASE_URL,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e_offline',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_API_BASE: stripeDouble.url,
      SETTLEMENT_INTERVAL_SECONDS: '0',
    },
    'ignore',
  );
  stripeStack.push(api);
  await waitForHealthy(`http://127.0.0.1:${STRIPE_API_PORT}/api/health`, api, 120_000);
  const gateway = startService(
    'gateway (stripe)',
    'gateway/src/main.ts',
    {
      GATEWAY_PORT: String(STRIPE_GATEWAY_PORT),
      API_URL: `http://127.0.0.1:${STRIPE_API_PORT}`,
      WEB_DIST: process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist'),
      // As in a real deployment: the Content-Security-Policy then allows Stripe's origins.
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      LOG_LEVEL: 'warn',
    },
    'ignore',
  );
  stripeStack.push(gateway);
  await waitForHealthy(`${STRIPE_BASE_URL}/health`, gateway);
}

async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

// 'Add new card' from the dashboard's Saved Cards tab: the same dialog as checkout's card
// picker, reached without putting anything in the shared demo shopper's cart (checkout
// with an empty cart has no card picker).
async function openAddCard(page: Page): Promise<Locator> {
  await page.goto('/dashboard?tab=cards');
  await expectVisible(page.getByRole('heading', { name: 'Manage Saved Cards' }));
  await page.getByRole('button', { name: 'Add new card' }).click();
  return page.getByRole('dialog', { name: 'Add new card' });
}

// Every request the context makes, a stand-in Stripe.js for js.stripe.com, and the
// Stripe double (the one the shop's API talks to) for api.stripe.com.
async function stripeContext(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: STRIPE_BASE_URL });
  const stripeScripts: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    stripeScripts.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${stripeDouble.url}${pathname}${search}` }) });
  });
  const posted: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(STRIPE_BASE_URL)) posted.push(request.postData() ?? '');
  });
  return { context, page: await context.newPage(), stripeScripts, posted };
}

beforeAll(async () => {
  browser = await launchChromium();
  await startStripeStack();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  for (const service of stripeStack.reverse()) await service.stop();
  stripeStack = [];
  await stripeDouble?.close();
  if (stripeDataDir) fs.rmSync(stripeDataDir, { recursive: true, force: true });
});

describe('without a Stripe key (the sandbox)', () => {
  test('the sandbox form, and not one request leaves the shop', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: E2E_BASE_URL });
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(E2E_BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
    });
    const page = await context.newPage();
    try {
      await signIn(page);
      const dialog = await openAddCard(page);
      await expectVisible(dialog.getByLabel('Expiry month'));
      expect(await page.evaluate(() => 'Stripe' in window)).toBe(false);
      expect(elsewhere).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('with a Stripe publishable key', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  test(`at ${DESKTOP.width} px: Stripe Elements, the product rules' messages, a declined card, then a card saved`, async () => {
    const opened = await stripeContext(DESKTOP);
    context = opened.context;
    const { page, stripeScripts, posted } = opened;
    await signIn(page);
    const dialog = await openAddCard(page);

    const number = dialog.getByLabel('Credit or debit card number');
    await expectVisible(number);
    expect(await dialog.getByLabel('Expiry month').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectVisible(dialog.getByText('Please enter name'));
    await expectVisible(dialog.getByText('Card number is required'));
    await expectVisible(dialog.getByText('Please enter correct month and year'));
    await expectVisible(dialog.getByText('Please enter correct cvv'));
    await screenshot(page, 'add-card-stripe-errors-desktop');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Card holder name').fill('Sam Shopper');
    await number.fill(DECLINED);
    await dialog.getByLabel('Credit or debit card expiration date').fill('12 / 34');
    await dialog.getByLabel('Credit or debit card CVC/CVV').fill('123');
    // The Element reports its change asynchronously; the message leaves once it has.
    await dialog.getByText('Card number is required').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'add-card-stripe-filled-desktop');
    await dialog.getByRole('button', { name: 'Save card' }).click();

    await expectVisible(page.getByText('Your card was declined.'));
    expect(await dialog.isVisible()).toBe(true);

    // Another card, confirmed against the same SetupIntent, is saved to the shopper's Customer.
    await number.fill(MASTERCARD);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectVisible(page.getByText('Successfully add your card.'));
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expectVisible(page.getByText('**** **** **** 4444'));
    expect(await page.evaluate(() => (window as unknown as { __fakeStripe: unknown }).__fakeStripe)).toEqual({
      keys: [PUBLISHABLE_KEY],
      tokens: [],
      setups: [{ name: 'Sam Shopper' }, { name: 'Sam Shopper' }],
    });
    expect(stripeScripts).toHaveLength(1);
    const [customer, ...others] = stripeDouble.customers();
    expect(others).toEqual([]);
    expect(stripeDouble.paymentMethodsOf(customer!.id)).toHaveLength(1);
    // The card numbers went to Stripe only, never to the shop's origin.
    const numbers = ['4000000000000002', '5555555555554444'];
    expect(posted.filter((body) => numbers.some((n) => body.replace(/\s+/g, '').includes(n)))).toEqual([]);
  });

  test(`at ${MOBILE.width} px: the Stripe fields fit and show their messages`, async () => {
    const opened = await stripeContext(MOBILE);
    context = opened.context;
    const { page } = opened;
    await signIn(page);
    const dialog = await openAddCard(page);
    await expectVisible(dialog.getByLabel('Credit or debit card number'));
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectVisible(dialog.getByText('Please enter correct cvv'));
    await screenshot(page, 'add-card-stripe-errors-mobile');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
  });
});
