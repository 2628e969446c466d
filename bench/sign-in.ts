import type { Page } from 'playwright-core';

/**
 * Signs the demo shopper in through the shop's login page, as a shopper would, and returns
 * the session token the page stored (for the benches' own GraphQL calls).
 */
export async function signInAsDemoShopper(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Shopper@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no session after signing in');
  return token;
}
