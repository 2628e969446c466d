import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { coverageEnv } from '../scripts/lib/coverage-env';
import { freePort, REPO_ROOT, startService, waitForHealthy, type Service } from '../scripts/lib/services';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { launchChromium, screenshot } from './support/browser';
import { apiLogin, gql } from './support/graphql';
import { E2E_API_PORT } from './support/stack';

// The shop under TRUSTED_DOCUMENTS=enforce (docs/graphql.md "Persisted and trusted
// documents"): a second gateway in front of the e2e stack's API runs only the operations of
// the persisted-document manifest. The suite's own gateway stays on the default (accept),
// because the tests set their data up with operations of their own. A shopper's journey
// through the enforcing gateway meets no refusal: queries by id over GET, mutations by id
// over POST, the signed-in preload's early query, the live subscription over WebSocket.

let gateway: Service;
let baseUrl: string;
let browser: Browser;
let token: string;

async function emptyCart(): Promise<void> {
  const { cart } = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    token,
  );
  for (const line of cart.lines) {
    await gql('mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }', { id: line.cartItemId }, token);
  }
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  gateway = startService(
    'gateway (trusted documents enforced)',
    'gateway/dist/main.js',
    {
      GATEWAY_PORT: String(port),
      API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
      WEB_DIST: process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      GRAPHQL_RATE_LIMIT: '20000',
      TRUSTED_DOCUMENTS: 'enforce',
      ...coverageEnv('e2e'),
    },
    process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore',
  );
  await waitForHealthy(`${baseUrl}/health`, gateway);
  browser = await launchChromium();
  token = (await apiLogin(DEMO_SHOPPER)).token;
  await emptyCart();
});
afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  if (token) await emptyCart();
});

/** Every GraphQL request of the page: how it was sent, and every refusal it met. */
function watchGraphql(page: Page) {
  let liveEvent: () => void = () => {};
  const seen = {
    refused: [] as string[],
    getsWithText: 0,
    getsById: 0,
    postsById: 0,
    /** Resolves with the first live event received over WebSocket. */
    liveEvent: new Promise<void>((resolve) => (liveEvent = resolve)),
  };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql') return;
    const request = response.request();
    if (request.method() === 'GET') {
      if (url.searchParams.has('query')) seen.getsWithText += 1;
      else if (url.searchParams.get('extensions')?.includes('sha256Hash')) seen.getsById += 1;
    } else {
      const body = (request.postDataJSON() ?? {}) as { query?: string; extensions?: { persistedQuery?: unknown } };
      if (body.query === undefined && body.extensions?.persistedQuery) seen.postsById += 1;
    }
    if (response.status() >= 400)
      seen.refused.push(`${request.method()} ${response.status()} ${await response.text()}`);
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('PERSISTED_QUERY_NOT_TRUSTED')) seen.refused.push(`WebSocket ${text}`);
      if (text.includes('"groupChanged"')) liveEvent();
    }),
  );
  return seen;
}

test('a shopper signs in, browses, follows live groups and fills the cart, and nothing is refused', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const seen = watchGraphql(page);

  await signIn(page);
  await page.getByRole('article').first().waitFor();
  // A signed-in page load: index.html's script asks for the page's early query beside the code.
  await page.reload();
  await page.getByRole('article').first().waitFor();
  // The listing's groups are followed live; the first event of each is the group as it is now.
  await seen.liveEvent;
  await page.getByRole('article').first().click();
  await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.ant-message-success').waitFor();
  await page.waitForFunction(
    () => document.querySelector('.header-cart')?.getAttribute('aria-label') === 'My Cart, 1 item',
    undefined,
    { timeout: 10_000 },
  );
  await screenshot(page, 'trusted-documents-cart');

  expect(seen.refused).toEqual([]);
  expect(seen.getsWithText).toBe(0);
  expect(seen.getsById).toBeGreaterThan(0);
  // The sign-in and the add to cart: mutations stay POST, by id too.
  expect(seen.postsById).toBeGreaterThan(0);
  await context.close();
});

test("the same gateway refuses an operation that is not the shop's own", async () => {
  const answer = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ categories { id } }' }),
  });
  expect(answer.status).toBe(400);
  const body = (await answer.json()) as { errors: Array<{ extensions: { code: string } }> };
  expect(body.errors[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_TRUSTED');
});
