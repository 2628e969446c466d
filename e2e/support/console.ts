import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, signIn, type DemoAccount } from './accounts';
import { waitForStillness } from './axe';

// The operator console as the demo admin reaches it: signed in through the login page
// (which lands on '/', as for everyone), then the Account menu's 'Admin', which opens the
// Overview at /admin.

export const CONSOLE_VIEWPORT = { width: 1366, height: 900 };

export async function openConsoleAsAdmin(page: Page): Promise<void> {
  await openConsoleAs(page, DEMO_ADMIN);
}

/** The same for any staff account (an owner's or a role's); the console opens on its Overview. */
export async function openConsoleAs(page: Page, account: DemoAccount): Promise<void> {
  await signIn(page, account);
  await page.getByRole('button', { name: /Account/ }).click();
  const admin = page.getByRole('menuitem', { name: /Admin/ });
  await admin.waitFor();
  // Clicked while the menu still slides in, the item can miss the click (seen at 768 px).
  await waitForStillness(page);
  await admin.click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  // The pointer stays where 'Admin' was; at 768 px that is over the console's Logout
  // button, whose hover colour axe would then judge instead of the page as it rests.
  await parkPointer(page);
}

/** Moves the pointer to the empty bottom-right corner, so no control shows its hover state. */
export async function parkPointer(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width - 1, size.height - 1);
}

/** Opens a console screen from the left nav and waits for its heading. */
export async function openConsoleScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * Waits until the screen's table is on screen: the accessibility check
 * (`expectNoSeriousA11yViolations`) then waits for its rows, which it cannot do for a table
 * not yet drawn.
 */
export async function waitForConsoleLists(page: Page): Promise<void> {
  await page.locator('.ant-table-wrapper').first().waitFor();
}

/** The antd toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').getByText(text, { exact: true });
}

/**
 * Runs `act` and waits for the toast with this text that it shows. A toast an earlier step
 * left on screen (antd keeps each for 3 s) is marked first and does not count, so two steps
 * that answer with the same text each wait for their own.
 */
export async function awaitNewToast(page: Page, text: string, act: () => Promise<void>): Promise<void> {
  await page.locator('.ant-message-notice').evaluateAll((notices) => {
    for (const notice of notices) notice.setAttribute('data-e2e-seen', '');
  });
  await act();
  await page.locator('.ant-message-notice:not([data-e2e-seen])').getByText(text, { exact: true }).waitFor();
}

/** The one visible antd modal whose title is `title` (nested dialogs share a role). */
export function modal(page: Page, title: string): Locator {
  return page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}
