import type { Browser, Page } from 'playwright-core';
import { DEMO_BUSINESS } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { openConsoleAsAdmin, openConsoleScreen, waitForConsoleLists } from './support/console';

// Every console page as the demo admin sees it, at the desktop width the console is
// built for and at 768 px where it must stay usable: axe finds no serious violation.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Staff and the audit log (issue 38) too: the demo admin is an owner.
const SCREENS = ['Documents', 'Orders', 'Returns', 'Settlement', 'Staff', 'Audit log'] as const;
// Ten pages and eleven axe runs per width: 113 s on a throttled CI run (2026-11-28).
const WALK_TIMEOUT_MS = 360_000;

async function checkCustomerPages(page: Page, width: number): Promise<void> {
  await openConsoleScreen(page, 'Customers');
  await waitForConsoleLists(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(DEMO_BUSINESS.email);
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).press('Enter');
  // The search's answer on screen, not the first page's row for the same customer: a click
  // on that row as the search redrew the table went nowhere on a loaded run.
  await page.waitForFunction((email) => {
    const rows = Array.from(document.querySelectorAll('.ant-table-row'));
    return rows.length > 0 && rows.every((row) => row.textContent?.includes(email));
  }, DEMO_BUSINESS.email);
  const row = page.locator('.ant-table-row', { hasText: DEMO_BUSINESS.email });
  await row.getByRole('link').click();
  await page.waitForURL((url) => /^\/admin\/customers\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 2, name: 'Sessions' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  await waitForConsoleLists(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `admin-customer-${width}`);
}

test.each([1366, 768])(
  'every console page at %i px has no serious axe violation',
  async (width) => {
    const page = await openPage(browser, { width, height: 900 });
    await openConsoleAsAdmin(page);
    // The Overview is the landing: its figures and the lazily loaded chart.
    await page.getByRole('list', { name: 'The shop now' }).waitFor();
    await page
      .getByRole('img', { name: /^Orders and refunds per day over 30 days/ })
      .locator('svg')
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `admin-overview-${width}`);

    await checkCustomerPages(page, width);
    for (const name of SCREENS) {
      await openConsoleScreen(page, name);
      await waitForConsoleLists(page);
      // The ledger, with its totals, loads after the Settlement screen, and its Export CSV
      // button then turns from disabled to primary: axe once read it half-way through that
      // colour change (too little contrast). It is checked once loaded.
      if (name === 'Settlement') await page.getByLabel('Ledger totals').waitFor();
      await expectNoSeriousA11yViolations(page);
    }
    // Mail templates (issue 39): the list and the first template's preview. The mail's HTML
    // is drawn in a sandboxed frame that runs no script, so axe cannot enter it; the mail's
    // own markup is checked by the API's mail tests (its language, title and alt texts).
    await openConsoleScreen(page, 'Mail templates');
    await page.locator('iframe.mail-preview__frame').waitFor();
    await expectNoSeriousA11yViolations(page, ['iframe.mail-preview__frame']);
    await page.context().close();
  },
  WALK_TIMEOUT_MS,
);

// A hovered link or button is read as often as a resting one: its colour keeps 4.5:1 too
// (antd's derived hover shades did not; the theme sets darker ones).
test('the console header and navigation keep their contrast under the pointer', async () => {
  const page = await openPage(browser, { width: 1366, height: 900 });
  await openConsoleAsAdmin(page);
  await page.getByRole('list', { name: 'The shop now' }).waitFor();
  const hovered = [
    page.getByRole('link', { name: 'Back to the shop' }),
    page.getByRole('navigation').getByRole('link', { name: 'Orders' }),
    page.getByRole('button', { name: 'Logout' }),
  ];
  for (const target of hovered) {
    await target.hover();
    await expectNoSeriousA11yViolations(page);
  }
  await page.context().close();
});
