import type { Browser, Page } from 'playwright-core';
import { DEMO_SHOPPER } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, pageWidth, screenshot, VIEWPORTS } from './support/browser';
import { openConsoleAsAdmin, openConsoleScreen } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin } from './support/graphql';

// Issue 39 against the real stack: the owner's figures over a period on the Overview, and
// every mail template previewed in its sandboxed frame under the gateway's real
// Content-Security-Policy, at the console's desktop width and on a phone.

/**
 * Signs in and opens the screen at the console's width (the shop's phone footer has its own
 * 'My Account', and the console's nav is a row that scrolls on a phone), then takes the
 * viewport's.
 */
async function openConsoleAt(viewport: { width: number; height: number }, screenName?: string): Promise<Page> {
  const page = await openPage(browser, VIEWPORTS[0]);
  await openConsoleAsAdmin(page);
  if (screenName) await openConsoleScreen(page, screenName);
  await page.setViewportSize(viewport);
  return page;
}

let browser: Browser;

// Fourteen templates, each rendered by the API and drawn in its frame: more than the suite's usual minute.
const MAIL_WALK_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  browser = await launchChromium();
  // An order today, so the period's GMV and its charts have something to show.
  await placeFreshOrder(await apiLogin(DEMO_SHOPPER));
});
afterAll(async () => {
  await browser?.close();
});

const periodFigures = (page: Page) => page.getByRole('list', { name: "The period's figures" });

async function checkOverview(page: Page, name: string): Promise<void> {
  await page
    .getByRole('heading', { level: 2, name: /^Figures from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)$/ })
    .waitFor();
  const gmv = periodFigures(page).getByRole('listitem').filter({ hasText: 'GMV' }).first();
  await expect(gmv.innerText()).resolves.toMatch(/\$[1-9][\d,]*\.\d{2}/);
  await page
    .getByRole('img', { name: /^GMV and net revenue per day from / })
    .locator('svg')
    .first()
    .waitFor();
  await page.getByRole('table', { name: 'Top groups by GMV' }).getByRole('link').first().waitFor();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `admin-figures-${name}`);
}

test.each(VIEWPORTS)('the figures over a period, and a preset, at $name width', async (viewport) => {
  const page = await openConsoleAt(viewport);
  await checkOverview(page, viewport.name);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

  await page.getByRole('radiogroup', { name: 'Preset periods' }).getByText('Last 7 days').click();
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('heading', { level: 2, name: `Figures from ${weekAgo} to ${today} (UTC)` }).waitFor();
  await page.context().close();
});

test.each(VIEWPORTS)(
  'every mail template previews in its sandboxed frame at $name width',
  async (viewport) => {
    const page = await openConsoleAt(viewport, 'Mail templates');
    const templates = page.getByRole('navigation', { name: 'Mail templates' }).getByRole('button');
    await templates.first().waitFor();
    const count = await templates.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const title = (await templates.nth(index).locator('.mail-templates-screen__title').innerText()).trim();
      await templates.nth(index).click();
      const frame = page.getByTitle(`${title}: the HTML mail`);
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      // The mail draws inside the frame under the page's policy: the layout's wordmark.
      const body = frame.contentFrame().locator('body');
      await body.getByText('Buy', { exact: true }).first().waitFor();
      expect(await body.innerText()).toMatch(/Group\s*Buy/);
      await page.getByLabel(`${title}: the text mail`).waitFor();
    }
    // No axe run here: @axe-core/playwright waits for a script context in every frame, and a
    // `sandbox=""` frame never has one (its runs hang until the test's timeout).
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `admin-mail-templates-${viewport.name}`);
    await page.context().close();
  },
  MAIL_WALK_TIMEOUT_MS,
);
