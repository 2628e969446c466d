import type { Browser } from 'playwright-core';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { chooseInSelect } from './support/antd-select';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { CONSOLE_VIEWPORT, openConsoleAsAdmin, openConsoleScreen, toast, waitForConsoleLists } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin } from './support/graphql';

// The console's Orders screen against the real stack: an operator finds a new order by its
// number and ships it with a tracking number, which the buyer then sees on My Orders.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('a line shipped with a tracking number shows it on the buyer’s My Orders', async () => {
  const orderId = await placeFreshOrder(await apiLogin(DEMO_SHOPPER));
  const tracking = `1ZE2E${orderId}`;

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Orders');
  await waitForConsoleLists(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search by customer, order or group').fill(orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('.ant-table-row', { hasText: `#${orderId}` }).first();
  await row.waitFor();
  const shipButton = row.getByRole('button', { name: /^Ship line #/ });
  const shipName = (await shipButton.getAttribute('aria-label')) ?? (await shipButton.textContent())!;
  await shipButton.click();
  const dialog = page.getByRole('dialog', { name: 'Ship order line' });
  await dialog.getByText(`of order #${orderId}`, { exact: false }).waitFor();
  await dialog.getByLabel('Carrier').fill('UPS');
  await dialog.getByLabel('Tracking number').fill(tracking);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await toast(page, 'Order line updated').waitFor();
  // The In Progress list no longer holds it (the search may match other lines, whose
  // numbers contain the order's); under All it is Shipped with its tracking.
  await page.getByRole('button', { name: shipName, exact: true }).waitFor({ state: 'detached' });
  await chooseInSelect(page, page, 'Status', 'All statuses');
  const shipped = page.locator('.ant-table-row', { hasText: `#${orderId}` }).first();
  await shipped.getByText(`UPS ${tracking}`).waitFor();
  await shipped.getByText('Shipped', { exact: true }).waitFor();
  await screenshot(page, 'admin-orders');
  await page.context().close();

  const buyer = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(buyer, DEMO_SHOPPER);
  await buyer.goto('/dashboard');
  await buyer.getByRole('tab', { name: 'My Orders' }).click();
  const card = buyer.getByRole('article').filter({ has: buyer.getByText(`#${orderId}`, { exact: true }) });
  await card.getByText(tracking, { exact: true }).waitFor();
  await card.getByText('Shipped', { exact: true }).first().waitFor();
  await buyer.context().close();
});
