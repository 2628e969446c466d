import type { Browser, Locator } from 'playwright-core';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('walking skeleton at $width px', (viewport) => {
  test('a visitor signs in as the demo shopper and browses groups near 75201', async () => {
    const page = await openPage(browser, viewport);

    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: 'Sign in' }));
    const createButtons = page.getByRole('link', { name: 'Create free account' });
    expect(await createButtons.count()).toBe(2);
    await expectVisible(page.getByText(`© ${new Date().getFullYear()}`, { exact: false }));
    await screenshot(page, `landing-${viewport.name}`);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await expectVisible(page.getByRole('heading', { name: 'Login' }));

    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expectVisible(alert);
    await screenshot(page, `login-error-${viewport.name}`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill('Shopper@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('zip_code'))).toBe('75201');
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('["customer"]');

    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    await screenshot(page, `home-${viewport.name}`);

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="article"], article').length > 12);
    expect(await cards.count()).toBe(24);
    await page.close();
  });
});

async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
