import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_SHOPPER, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { CONSOLE_VIEWPORT, modal, openConsoleAsAdmin, openConsoleScreen } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql, type ApiSession } from './support/graphql';

// The console's CSV imports (issue 39) against the real stack: a season of 20 groups from
// a file whose one bad row the dry run reports while nothing is written, then the fixed
// file imported and its groups listed to a shopper; 30 lines shipped from a carrier's file
// of tracking numbers, one of them then seen by its buyer on My Orders.

// Thirty orders, two imports and two browser sessions take a while on a busy machine.
jest.setTimeout(300_000);

let browser: Browser;
let admin: ApiSession;
let shopper: ApiSession;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await apiLogin(DEMO_ADMIN);
  shopper = await apiLogin(DEMO_SHOPPER);
});
afterAll(async () => {
  await browser?.close();
});

/** Picks a CSV file in the open import dialog. */
async function pickCsv(page: Page, dialog: ReturnType<typeof modal>, name: string, text: string): Promise<void> {
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

const GROUP_HEADER =
  'category,product_name,description,price,shipping,max_quantity,end_date,supplier_street,supplier_city,supplier_state,supplier_zip,radius_miles,levels';

/** The season's file: 20 groups in the shopper's area; `badRow` (0-based) with a price level above the list price. */
function seasonCsv(season: string, badRow?: number): string {
  const ends = new Date(Date.now() + 21 * 86_400_000).toISOString();
  const rows = Array.from({ length: 20 }, (_, i) => {
    const levels = i === badRow ? '50:60.00;150:39.99' : '50:44.99;150:39.99';
    return `Audio,${season} Speaker ${i + 1},"Imported for the season, speaker ${i + 1}",49.99,5,150,${ends},3300 McKinney Ave,Dallas,TX,${shopper.zipCode},25,${levels}`;
  });
  return [GROUP_HEADER, ...rows].join('\n');
}

async function groupsNamed(text: string): Promise<number> {
  const answer = await gql<{ admin: { groups: { totalCount: number } } }>(
    'query ($s: String) { admin { groups(search: $s, first: 1) { totalCount } } }',
    { s: text },
    admin.token,
  );
  return answer.admin.groups.totalCount;
}

test('20 groups from a CSV: the bad row reported with nothing written, then the fixed file imported and listed in the shop', async () => {
  const season = `Season${Date.now()}`;
  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Groups');
  await page.locator('.ant-table-row').first().waitFor();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = modal(page, 'Import groups from CSV');
  await dialog.getByText('At most 1,000 rows and 500 KB.').waitFor();
  await pickCsv(page, dialog, 'season.csv', seasonCsv(season, 7));
  await dialog.getByText('1 row of 20 with errors; fix them before importing').waitFor();
  const bad = dialog.locator('.ant-table-row', { hasText: `${season} Speaker 8` });
  await bad.getByText('levels discounted_price must be below price').waitFor();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-imports-groups-dry-run');
  // Apply waits for a file without errors, and the dry run wrote nothing.
  expect(await dialog.getByRole('button', { name: 'Import 19 groups' }).isDisabled()).toBe(true);
  expect(await groupsNamed(season)).toBe(0);

  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await pickCsv(page, dialog, 'season-fixed.csv', seasonCsv(season));
  await dialog.getByText('20 rows ready to import').waitFor();
  expect(await groupsNamed(season)).toBe(0);
  await dialog.getByRole('button', { name: 'Import 20 groups' }).click();
  await dialog.getByText('20 groups imported').waitFor();
  await dialog
    .getByText(/^Created group #\d+$/)
    .first()
    .waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await groupsNamed(season)).toBe(20);

  await page.getByRole('searchbox', { name: 'Search groups by name or number' }).fill(`${season} Speaker 20`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .locator('.ant-table-row', { hasText: `${season} Speaker 20` })
    .getByText('Level 1 of 2 · $44.99')
    .waitFor();
  await page.context().close();

  const shop = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(shop, DEMO_SHOPPER);
  await shop.goto(`/search/${encodeURIComponent(`${season} Speaker 20`)}`);
  await shop
    .getByRole('article')
    .filter({ hasText: `${season} Speaker 20` })
    .waitFor();
  await screenshot(shop, 'admin-imports-groups-listed');
  await shop.context().close();
});

test('30 lines shipped from a CSV of tracking numbers; the buyer sees one on My Orders', async () => {
  const orderIds: string[] = [];
  for (let i = 0; i < 30; i += 1) orderIds.push(await placeFreshOrder(shopper));
  const mine = await gql<{ orderLines: { nodes: { id: string; orderId: string }[] } }>(
    '{ orderLines(first: 100) { nodes { id orderId } } }',
    {},
    shopper.token,
  );
  const lines = mine.orderLines.nodes.filter((line) => orderIds.includes(line.orderId));
  expect(lines).toHaveLength(30);
  const trackingOf = (lineId: string) => `1ZIMPORT${lineId}`;
  const csv = [
    'order_line_id,tracking_company_name,tracking_number',
    ...lines.map((line) => `${line.id},UPS,${trackingOf(line.id)}`),
  ].join('\n');

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Orders');
  await page.getByRole('button', { name: 'Ship from CSV' }).click();
  const dialog = modal(page, 'Ship from CSV');
  await pickCsv(page, dialog, 'tracking.csv', csv);
  await dialog.getByText('30 lines ready to ship').waitFor();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ship 30 lines' }).click();
  await dialog.getByText('30 lines shipped').waitFor();
  await dialog.getByText('Shipped', { exact: true }).first().waitFor();
  await screenshot(page, 'admin-imports-shipped');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.context().close();

  const last = lines.find((line) => line.orderId === orderIds[orderIds.length - 1])!;
  const buyer = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(buyer, DEMO_SHOPPER);
  await buyer.goto('/dashboard');
  await buyer.getByRole('tab', { name: 'My Orders' }).click();
  const card = buyer.getByRole('article').filter({ has: buyer.getByText(`#${last.orderId}`, { exact: true }) });
  await card.getByText(trackingOf(last.id), { exact: true }).waitFor();
  await card.getByText('Shipped', { exact: true }).first().waitFor();
  await buyer.context().close();
});
