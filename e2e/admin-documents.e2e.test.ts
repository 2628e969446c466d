import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_BUSINESS, DEMO_SHOPPER, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import {
  CONSOLE_VIEWPORT,
  modal,
  openConsoleAsAdmin,
  openConsoleScreen,
  toast,
  waitForConsoleLists,
} from './support/console';
import { apiLogin, gql } from './support/graphql';
import { E2E_DATA_DIR } from './support/stack';

// The operator console's frame and its Documents screen against the real stack: the
// console's code never reaches a shopper, and approving the demo business's pending tax
// document takes the tax off its cart.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  // Another file (the dashboard's) may have decided it already.
  resetSeededTaxDocument();
});
afterAll(async () => {
  await browser?.close();
  // The browser tests share one stack and run in any order: the dashboard's expect the
  // demo business's tax document as seeded (Pending), so it is put back.
  resetSeededTaxDocument();
});

/** The demo business's seeded tax document back to Pending, as the seed leaves it. */
function resetSeededTaxDocument(): void {
  const db = new Database(path.join(E2E_DATA_DIR, 'shop.db'));
  try {
    db.prepare(
      "UPDATE customer_documents SET status = 'Pending', reason = NULL, expires_at = NULL WHERE file_name = ?",
    ).run(SEEDED_TAX_DOCUMENT);
  } finally {
    db.close();
  }
}

const SEEDED_TAX_DOCUMENT = 'texas-sales-tax-exemption-certificate.pdf';

/** The script files a page requested (Vite names each chunk after its module). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const consoleChunks = (scripts: string[]) => scripts.filter((script) => /\/assets\/(admin|console)-/.test(script));

test("a shopper loads none of the console's code, has no 'Admin' entry and is sent home from /admin", async () => {
  const page = await openPage(browser, CONSOLE_VIEWPORT);
  const scripts = scriptsOf(page);
  await signIn(page, DEMO_SHOPPER);
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: /Dashboard/ }).waitFor();
  expect(await page.getByRole('menuitem', { name: /Admin/ }).count()).toBe(0);
  await page.goto('/admin/documents');
  await page.waitForURL((url) => url.pathname === '/');
  expect(scripts.length).toBeGreaterThan(3);
  expect(consoleChunks(scripts)).toEqual([]);
  await page.context().close();
});

test("approving the business's pending tax document takes the tax off its cart", async () => {
  // The business's cart holds one group of its area, taxed while the document waits.
  const business = await apiLogin(DEMO_BUSINESS);
  const cart = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    business.token,
  );
  for (const line of cart.cart.lines) {
    await gql(
      'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
      { id: line.cartItemId },
      business.token,
    );
  }
  const groups = await gql<{ groups: { nodes: { id: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 1) { nodes { id } } }',
    { zip: business.zipCode },
    business.token,
  );
  await gql(
    'mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
    { g: groups.groups.nodes[0]!.id },
    business.token,
  );
  const buyer = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(buyer, DEMO_BUSINESS);
  const totalTax = () => buyer.locator('.cart-totals div', { hasText: 'Total Tax' }).locator('dd');
  await buyer.goto('/cart');
  await totalTax().waitFor();
  expect(await totalTax().textContent()).not.toBe('$0.00');

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  const scripts = scriptsOf(page);
  await openConsoleAsAdmin(page);
  // An admin still lands on '/' after signing in (openConsoleAsAdmin waited for it); the
  // console's code arrives only now.
  expect(consoleChunks(scripts).length).toBeGreaterThan(0);
  await openConsoleScreen(page, 'Documents');
  await waitForConsoleLists(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Review ${SEEDED_TAX_DOCUMENT} of Bella Business` }).click();
  const panel = page.locator('.ant-drawer');
  await panel.locator('iframe.document-viewer').waitFor();
  expect(await panel.locator('iframe.document-viewer').getAttribute('src')).toMatch(/\/uploads\/.+\?expires=/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-documents-review');

  await panel.getByRole('button', { name: 'Approve…' }).click();
  const dialog = modal(page, 'Approve document');
  await dialog.getByText(/their carts are tax-free with no expiry/).waitFor();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await toast(page, 'Document approved').waitFor();
  // It leaves the Pending list (other suites on the same stack may leave documents of
  // their own customers pending, so the list need not be empty).
  await page
    .getByRole('button', { name: `Review ${SEEDED_TAX_DOCUMENT} of Bella Business` })
    .waitFor({ state: 'detached' });

  // The Approved list shows it, and the customer's state followed.
  await page.getByRole('radiogroup', { name: 'Review state' }).getByText('Approved', { exact: true }).click();
  const row = page.locator('.ant-table-row', { hasText: SEEDED_TAX_DOCUMENT }).last();
  await row.waitFor();
  expect(await row.getByText('Yes', { exact: true }).count()).toBe(1);

  await buyer.reload();
  await totalTax().waitFor();
  expect(await totalTax().textContent()).toBe('$0.00');
  await buyer.context().close();
  await page.context().close();
});

test('the console is usable at 768 px: nav, table and review panel fit', async () => {
  const page = await openPage(browser, { width: 768, height: 1024 });
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Documents');
  await page.getByRole('radiogroup', { name: 'Review state' }).getByText('All', { exact: true }).click();
  await page
    .getByRole('button', { name: /^Review / })
    .first()
    .click();
  await page.locator('.ant-drawer iframe.document-viewer').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-documents-768');
  await page.context().close();
});
