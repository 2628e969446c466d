import type { Browser } from 'playwright-core';
import { DEMO_ADMIN, DEMO_SHOPPER } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { CONSOLE_VIEWPORT, openConsoleAsAdmin, openConsoleScreen, toast } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql } from './support/graphql';

// The console's Settlement screen against the real stack: one group of a new order is
// closed and settled now; the buyer's line then carries its final price.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('closing and settling one group settles its buyer’s line', async () => {
  const shopper = await apiLogin(DEMO_SHOPPER);
  const orderId = await placeFreshOrder(shopper);
  const found = await gql<{ admin: { orderLines: { nodes: { id: string; orderId: string; groupId: string }[] } } }>(
    'query ($s: String) { admin { orderLines(search: $s) { nodes { id orderId groupId } } } }',
    { s: orderId },
    (await apiLogin(DEMO_ADMIN)).token,
  );
  const line = found.admin.orderLines.nodes.find((each) => each.orderId === orderId)!;

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Settlement');
  // The ledger has loaded: 'Export CSV' turns from disabled grey to green as it arrives, and
  // text caught mid-fade reads as too little contrast.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (button) => button.textContent === 'Export CSV' && !button.disabled,
    ),
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Group number').fill(line.groupId);
  await page.getByRole('button', { name: 'Close and settle…' }).click();
  const dialog = page.getByRole('dialog', { name: `Close and settle group #${line.groupId}` });
  await dialog.getByText('whatever its end date', { exact: false }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close and settle', exact: true }).click();
  await toast(page, 'Group settled').waitFor();
  await page.locator('.ant-table-row', { hasText: `Group #${line.groupId}` }).waitFor();
  await screenshot(page, 'admin-settlement');
  await page.context().close();

  const mine = await gql<{ orderLines: { nodes: { id: string; finalUnitPrice: { amount: string } | null }[] } }>(
    '{ orderLines(first: 100) { nodes { id finalUnitPrice { amount } } } }',
    {},
    shopper.token,
  );
  expect(mine.orderLines.nodes.find((each) => each.id === line.id)?.finalUnitPrice).not.toBeNull();
});
