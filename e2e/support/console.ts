import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, signIn } from './accounts';

// The operator console as the demo admin reaches it: signed in through the login page
// (which lands on '/', as for everyone), then the Account menu's 'Admin', which opens the
// Overview at /admin.

export const CONSOLE_VIEWPORT = { width: 1366, height: 900 };

export async function openConsoleAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: /Admin/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
}

/** Opens a console screen from the left nav and waits for its heading. */
export async function openConsoleScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The antd toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').getByText(text, { exact: true });
}

/** The one visible antd modal whose title is `title` (nested dialogs share a role). */
export function modal(page: Page, title: string): Locator {
  return page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}
