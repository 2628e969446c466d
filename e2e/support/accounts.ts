import type { Page } from 'playwright-core';

export interface DemoAccount {
  email: string;
  password: string;
}

// The seeded demo accounts (README "Demo accounts").
export const DEMO_SHOPPER: DemoAccount = { email: 'shopper@example.com', password: 'Shopper@123' };
export const DEMO_BUSINESS: DemoAccount = { email: 'business@example.com', password: 'Business@123' };
export const DEMO_ADMIN: DemoAccount = { email: 'admin@example.com', password: 'Admin@1234' };

/** Signs in through the login page, as a shopper would, and waits for the home page. */
export async function signIn(page: Page, account: DemoAccount = DEMO_SHOPPER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
