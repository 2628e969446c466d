import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { awaitMail } from '../gateway/src/test/api-process';
import { DEMO_ADMIN, DEMO_SHOPPER, type DemoAccount } from './support/accounts';
import { clickInDialog, expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import {
  awaitNewToast,
  CONSOLE_VIEWPORT,
  openConsoleAs,
  openConsoleAsAdmin,
  openConsoleScreen,
} from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql } from './support/graphql';
import { totpCode } from './support/totp';
import { E2E_OUTBOX_DIR } from './support/stack';

// Staff accounts (issue 38), the journey whole: an owner invites a fulfilment user, who
// accepts the mailed invite, signs in, ships a line and finds the ledger and refunds closed
// to them; the owner reads the shipment in the audit log, then disables the account, and
// the fulfilment user's open console is signed out at once, without a reload.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Two consoles, a mail, an order and two axe runs.
const JOURNEY_TIMEOUT_MS = 240_000;

async function inviteFulfilmentUser(owner: Page, email: string): Promise<void> {
  await openConsoleScreen(owner, 'Staff');
  await owner.getByRole('button', { name: /Invite staff/ }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('radio', { name: /Fulfilment/ }).check();
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = owner.locator('.ant-table-row', { hasText: email });
  await row.getByText('Invited', { exact: true }).waitFor();
  await row.getByText('Fulfilment', { exact: true }).waitFor();
}

async function acceptInvite(page: Page, email: string, account: DemoAccount): Promise<void> {
  const mail = await awaitMail(E2E_OUTBOX_DIR, email, /\/admin\/invite\?token=/);
  const link = new URL(mail.link);
  await page.goto(link.pathname + link.search);
  const invite = page.getByLabel('Your invite');
  await invite.getByText(email, { exact: true }).waitFor();
  await invite.getByText('Fulfilment', { exact: true }).waitFor();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Packer');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create my staff account' }).click();
  await page.getByText('Your staff account is ready.').waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Ships the order's line from the Orders screen; answers the line's number. */
async function shipLine(page: Page, orderId: string, tracking: string): Promise<string> {
  await openConsoleScreen(page, 'Orders');
  await page.getByLabel('Search by customer, order or group').fill(orderId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.locator('.ant-table-row', { hasText: `#${orderId}` }).first();
  const ship = row.getByRole('button', { name: /^Ship line #\d+$/ });
  await ship.waitFor();
  const lineId = /#(\d+)$/.exec((await ship.getAttribute('aria-label')) ?? '')![1]!;
  // Fulfilment ships; a cancellation pays money back, which is not theirs to do.
  expect(await row.getByRole('button', { name: /^Cancel and refund line #/ }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Ship selected…' }).count()).toBe(1);
  await ship.click();
  const dialog = page.getByRole('dialog', { name: 'Ship order line' });
  await dialog.getByLabel('Carrier').fill('UPS');
  await dialog.getByLabel('Tracking number').fill(tracking);
  await awaitNewToast(page, 'Order line updated', () =>
    clickInDialog(page, dialog.getByRole('button', { name: 'Ship', exact: true })),
  );
  return lineId;
}

test(
  'an owner invites a fulfilment user who ships a line, cannot reach the ledger or refunds, shows in the audit log, and is signed out when disabled',
  async () => {
    const email = `packer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const packer: DemoAccount = { email, password: 'Warehouse@2026' };
    const orderId = await placeFreshOrder(await apiLogin(DEMO_SHOPPER));
    const tracking = `1ZSTAFF${orderId}`;

    const owner = await openPage(browser, CONSOLE_VIEWPORT);
    await openConsoleAsAdmin(owner);
    await inviteFulfilmentUser(owner, email);
    await screenshot(owner, 'staff-invited');

    // The invitee, in a browser of their own.
    const page = await openPage(browser, CONSOLE_VIEWPORT);
    await acceptInvite(page, email, packer);
    await openConsoleAs(page, packer);

    // What fulfilment opens is in the menu; the ledger (Settlement), Staff and the audit log are not.
    const menu = page.getByRole('navigation', { name: 'Console' });
    await menu.getByRole('link', { name: 'Orders' }).waitFor();
    for (const closed of ['Settlement', 'Staff', 'Audit log', 'Documents', 'Customers']) {
      expect(await menu.getByRole('link', { name: closed }).count()).toBe(0);
    }
    // A direct URL to the ledger says why instead of failing.
    await page.goto('/admin/settlement');
    await page.getByText('Your role (Fulfilment) cannot open settlement and the ledger.').waitFor();
    expect(await page.getByText('Ledger totals').count()).toBe(0);
    await screenshot(page, 'staff-fulfilment-no-ledger');

    const lineId = await shipLine(page, orderId, tracking);
    await screenshot(page, 'staff-fulfilment-shipped');

    // The owner reads the shipment in the audit log: by whom, which line, which parcel.
    await openConsoleScreen(owner, 'Audit log');
    await owner.getByLabel('Line number').fill(lineId);
    await owner.getByRole('button', { name: 'Show', exact: true }).click();
    const entry = owner.locator('.ant-table-row', { hasText: `shipped line ${lineId} (UPS ${tracking})` });
    await entry.getByText(email, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(owner);
    await screenshot(owner, 'staff-audit-log');
    // The filter's entries as CSV, through the gateway with the owner's token.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`shipped line ${lineId} (UPS ${tracking})`);
    expect(csv).toContain(email);

    // The fulfilment user's console stays open; disabling them signs it out at once.
    await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
    await openConsoleScreen(owner, 'Staff');
    await owner.getByRole('button', { name: `Disable ${email}` }).click();
    const confirm = owner.getByRole('dialog', { name: 'Disable staff account' });
    await confirm.getByText(/Every session of the account ends at once/).waitFor();
    await clickInDialog(owner, confirm.getByRole('button', { name: 'Disable', exact: true }));
    await owner.locator('.ant-table-row', { hasText: email }).getByText('Disabled', { exact: true }).waitFor();

    await page.getByText('You were signed out', { exact: false }).waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => (window as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'staff-signed-out');

    // A disabled account cannot sign in again.
    await page.getByLabel('Email').fill(packer.email);
    await page.getByLabel('Password', { exact: true }).fill(packer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.context().close();
    await owner.context().close();
  },
  JOURNEY_TIMEOUT_MS,
);

test('an invite link that was used or is unknown says so', async () => {
  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await page.goto('/admin/invite?token=no-such-invite');
  await page.getByText(/This invite link is not valid any more/).waitFor();
  expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
  await page.context().close();
});

/** A staff account of this role, invited by the demo owner and accepted, through the gateway. */
async function staffAccount(role: string): Promise<DemoAccount> {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'TwoStep@20261';
  const owner = await apiLogin(DEMO_ADMIN);
  await gql(
    'mutation ($email: EmailAddress!, $role: StaffRole!) { admin { inviteStaff(email: $email, role: $role) { inviteId } } }',
    { email, role },
    owner.token,
  );
  const token = new URL((await awaitMail(E2E_OUTBOX_DIR, email, /\/admin\/invite\?token=/)).link).searchParams.get(
    'token',
  );
  await gql(
    'mutation ($token: String!, $password: String!) { acceptStaffInvite(token: $token, password: $password, firstName: "Sam", lastName: "Support") { email } }',
    { token, password },
  );
  return { email, password };
}

test(
  'a staff member sets up two-step sign-in with a QR code, then signs in with a code',
  async () => {
    const account = await staffAccount('SUPPORT');
    const page = await openPage(browser, CONSOLE_VIEWPORT);
    await openConsoleAs(page, account);
    await openConsoleScreen(page, 'Two-step sign-in');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code of your two-step sign-in secret' }).waitFor();
    const secret = ((await page.locator('.security-page__secret').first().textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'staff-two-step-setup');
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('Two-step sign-in is on for your account.').waitFor();

    // Signed out, the password alone no longer signs in: the form asks for the code.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const code = page.getByLabel('One-time code');
    await code.waitFor();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The code enabling took is spent; the app's next one is taken (a step either side is).
    await code.fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  },
  JOURNEY_TIMEOUT_MS,
);
