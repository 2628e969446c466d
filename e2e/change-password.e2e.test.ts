import type { Browser, Locator, Page } from 'playwright-core';
import { awaitMail } from '../gateway/src/test/api-process';
import { DEMO_SHOPPER, signIn, type DemoAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, pageWidth, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql } from './support/graphql';
import { menuSettledBelow } from './support/menu';
import { E2E_OUTBOX_DIR } from './support/stack';

// Changing the password while signed in (issue 40, item 11; docs/decisions.md "Changing a
// password while signed in"), against the real stack at 1366 px: the dashboard's 'Change
// Password' tab refuses a wrong current password, takes the right one, keeps this browser
// signed in and signs the account's other devices out; then only the new password opens
// the account. A fresh account, so the shared demo shopper's password stays.

const BEFORE = 'Before@123';
const AFTER = 'After@4567';
const DESKTOP = VIEWPORTS.find((viewport) => viewport.width === 1366)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A verified customer account created through the gateway, as the visitor forms' test makes one. */
async function createVerifiedAccount(password: string): Promise<DemoAccount> {
  const email = `change-password-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gql('mutation ($input: SignUpInput!) { signUp(input: $input) { message } }', {
    input: {
      firstName: 'Cora',
      lastName: 'Change',
      email,
      phoneNumber: '(214) 555-0102',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '3 Elm St',
      zipCode: '75201',
      password,
      confirmPassword: password,
    },
  });
  const token = new URL((await awaitMail(E2E_OUTBOX_DIR, email, /\/user\/verify\?token=/)).link).searchParams.get(
    'token',
  );
  await gql('mutation ($token: String!) { verifyEmail(token: $token) { message } }', { token });
  return { email, password };
}

async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function fillForm(form: Locator, current: string, next: string): Promise<void> {
  await form.getByLabel('Current Password').fill(current);
  await form.getByLabel('New Password').fill(next);
  await form.getByLabel('Confirm Password').fill(next);
  await form.getByRole('button', { name: 'Change Password' }).click();
}

async function signOut(page: Page): Promise<void> {
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await menuSettledBelow(logout, account);
  await logout.click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('changing the password at 1366 px', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openPage(browser, DESKTOP);
  });
  afterEach(async () => {
    await page.context().close();
  });

  test('a wrong current password is refused; the right one changes it, other devices are signed out, only the new one signs in', async () => {
    const account = await createVerifiedAccount(BEFORE);
    // Another device signed in to the same account.
    const otherDevice = await apiLogin(account);
    await signIn(page, account);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'password');
    const form = page.getByRole('form', { name: 'Change Password' });
    await expectVisible(form);
    await expectNoSeriousA11yViolations(page);

    // The show/hide toggle of the shop's password fields.
    await form.getByLabel('New Password').fill(AFTER);
    await form.getByRole('button', { name: 'Show' }).nth(1).click();
    expect(await form.getByLabel('New Password').getAttribute('type')).toBe('text');

    await fillForm(form, 'Wrong@1234', AFTER);
    // In the red alert above the form (and a toast).
    await expectVisible(page.locator('.ant-alert-error', { hasText: 'Current password is incorrect' }));
    await screenshot(page, 'change-password-wrong-current-desktop');
    // Nothing changed: the other device is still signed in.
    await expect(gql('{ session { email } }', {}, otherDevice.token)).resolves.toEqual({
      session: { email: account.email },
    });

    await fillForm(form, BEFORE, AFTER);
    await expectVisible(page.getByText('Password changed successfully.', { exact: true }));
    // Emptied after the change, the error gone.
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    expect(await page.locator('.ant-alert-error').count()).toBe(0);
    await screenshot(page, 'change-password-changed-desktop');

    // This browser stays signed in; the other device's session has ended.
    await page.reload();
    await expectVisible(page.getByRole('form', { name: 'Change Password' }));
    await expect(gql('{ session { email } }', {}, otherDevice.token)).rejects.toThrow();

    await signOut(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(BEFORE);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectVisible(page.getByText('Invalid email or password', { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, { email: account.email, password: AFTER });
    await page.goto('/dashboard');
    await expectVisible(page.getByRole('form', { name: 'Profile Information' }));
  });
});

// The fifth tab made the row about 720 px wide at 32 px gaps: at 750 px, the narrowest width
// that shows the tabs as a row, it must still fit the page, each label on one line.
test('at 750 px the five tabs fit one row of the page', async () => {
  const page = await openPage(browser, { width: 750, height: 900 });
  try {
    await signIn(page, DEMO_SHOPPER);
    await page.goto('/dashboard?tab=password');
    await expectVisible(page.getByRole('form', { name: 'Change Password' }));
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    const first = (await tabs.first().boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect(last.y).toBe(first.y);
    expect(last.x + last.width).toBeLessThanOrEqual(750);
    // Each label on one line: squeezed, the row keeps to the page by wrapping its labels.
    const linesPerLabel = await tabs.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const text = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return Math.round(text / parseFloat(style.lineHeight));
      }),
    );
    expect(linesPerLabel).toEqual([1, 1, 1, 1, 1]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(750);
  } finally {
    await page.context().close();
  }
});
