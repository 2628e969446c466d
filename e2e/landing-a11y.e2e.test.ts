import type { Browser, Page } from 'playwright-core';
import { signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Every page a visitor can open without signing in, the legal pages and the mobile apps'
// web-view pages included.
const VISITOR_PAGES = [
  '/',
  '/login',
  '/terms-of-use',
  '/privacy-policy',
  '/help',
  '/faq',
  '/contactus',
  '/mobile/contactus',
  '/mobile/privacy-policy',
  '/mobile/faq',
];

// Pages checked with a session: the logged-in header (search, cart, account menu), the
// category bar or its slide-in trigger, and the footer.
const SIGNED_IN_PAGES = ['/', '/faq', '/contactus', '/help'];

async function waitForPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.each(VIEWPORTS)('pages at $width px are accessible', (viewport) => {
  test.each(VISITOR_PAGES)('visitor: %s has no serious or critical axe violation', async (path) => {
    const page = await openPage(browser, viewport);
    try {
      await waitForPage(page, path);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await page.context().close();
    }
  });

  describe('signed in', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage(browser, viewport);
      await signIn(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    test.each(SIGNED_IN_PAGES)('%s has no serious or critical axe violation', async (path) => {
      await waitForPage(page, path);
      await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
      if (path === '/') await page.getByRole('article').first().waitFor();
      await expectNoSeriousA11yViolations(page);
    });

    test('the open Account menu has no serious or critical axe violation', async () => {
      await waitForPage(page, '/faq');
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: /Logout/ }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    });
  });
});
