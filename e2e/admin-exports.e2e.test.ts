import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { DEMO_ADMIN, DEMO_SHOPPER } from './support/accounts';
import { chooseInSelect } from './support/antd-select';
import { launchChromium, openPage } from './support/browser';
import { CONSOLE_VIEWPORT, openConsoleAsAdmin, openConsoleScreen, toast } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql } from './support/graphql';

// Issue 39's pick list against the real stack: an operator filters the Orders screen to a
// status and a search, exports it, and the file the browser saves holds exactly the lines
// on screen, each with where it ships and its tracking.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The saved CSV's records by its header, read as a spreadsheet would (csv-parse: quoted cells keep their commas). */
function records(text: string): Array<Record<string, string>> {
  return parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
}

test('the pick list of a status and a search downloads with the lines on screen and their addresses', async () => {
  const shopper = await apiLogin(DEMO_SHOPPER);
  const shippedOrder = await placeFreshOrder(shopper);
  const admin = await apiLogin(DEMO_ADMIN);
  const lineOf = async (orderId: string) =>
    (
      await gql<{ admin: { orderLines: { nodes: { id: string; orderId: string }[] } } }>(
        'query ($s: String) { admin { orderLines(search: $s, status: null) { nodes { id orderId } } } }',
        { s: orderId },
        admin.token,
      )
    ).admin.orderLines.nodes.find((line) => line.orderId === orderId)!.id;
  const shippedLine = await lineOf(shippedOrder);
  const tracking = `1ZPICK${shippedOrder}`;
  await gql(
    'mutation ($id: ID!, $t: String) { admin { moveOrderLine(id: $id, status: SHIPPING, trackingCompany: "UPS", trackingNumber: $t) { message } } }',
    { id: shippedLine, t: tracking },
    admin.token,
  );

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Orders');
  await chooseInSelect(page, page, 'Status', 'Shipped');
  await page.getByLabel('Search by customer, order or group').fill(shippedOrder);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('.ant-table-row', { hasText: `#${shippedOrder}` }).first();
  await row.getByText(`UPS ${tracking}`).waitFor();
  // The row shows under the status alone too: wait for the search's answer, the lines the
  // API has for both filters (one page of them: a search by order number finds few).
  const { totalCount: onScreen } = (
    await gql<{ admin: { orderLines: { totalCount: number } } }>(
      'query ($s: String) { admin { orderLines(search: $s, status: SHIPPING) { totalCount } } }',
      { s: shippedOrder },
      admin.token,
    )
  ).admin.orderLines;
  expect(onScreen).toBeLessThanOrEqual(20);
  await page.waitForFunction((count) => document.querySelectorAll('.ant-table-row').length === count, onScreen);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('order-lines.csv');
  const saved = fs.readFileSync((await download.path())!, 'utf8');
  await toast(page, 'Exported the order lines').waitFor();

  const lines = records(saved);
  // Only the status on screen, only the lines the search shows.
  expect(lines).toHaveLength(onScreen);
  expect(lines.every((line) => line.status === 'shipping')).toBe(true);
  const line = lines.find((each) => each.order_line_id === shippedLine)!;
  expect(line).toMatchObject({
    order_id: shippedOrder,
    email: DEMO_SHOPPER.email,
    tracking_company_name: 'UPS',
    tracking_number: tracking,
  });
  // Where it ships: the buyer's delivery address, whole.
  expect(line.street).not.toBe('');
  expect(line.city).not.toBe('');
  expect(line.state).toMatch(/^[A-Z]{2}$/);
  expect(line.zip_code).toMatch(/^\d{5}$/);
  expect(line.buyer_name).not.toBe('');
  await page.context().close();
});
