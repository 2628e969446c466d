import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { compiledAdminCli } from '../scripts/lib/server-build';
import { REPO_ROOT } from '../scripts/lib/services';
import { DEMO_BUSINESS, DEMO_SHOPPER, signIn } from './support/accounts';
import { expectPickerShows } from './support/antd-select';
import { clickInDialog, expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql, type ApiSession } from './support/graphql';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/stack';
import { tick } from './support/checkbox';

// The dashboard against the real stack: its four tabs, a profile update of the demo
// shopper, the demo business customer's documents through their review states (set by the
// admin CLI), and the saved cards (add, make default, delete), at 1366 and 375 px.

const SQLITE_FILE = path.join(E2E_DATA_DIR, 'shop.db');
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const REJECTION_REASON = 'The scan is unreadable';

// The operator's CLI on the e2e database.
function admin(...args: string[]): unknown {
  const output = execFileSync(process.execPath, [...compiledAdminCli(), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_FILE, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return JSON.parse(output) as unknown;
}

// A test cannot wait for an approval to run out, and the CLI takes only future dates: the
// approved document's expiry is moved into the past in the database itself.
function expireDocument(docId: string): void {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.env.SQLITE_FILE);
    db.prepare("UPDATE customer_documents SET expires_at = '2020-01-31T23:59:59.999Z' WHERE id = ?").run(Number(process.argv[1]));
    db.close();`;
  execFileSync('node', ['-e', script, docId], { cwd: REPO_ROOT, env: { ...process.env, SQLITE_FILE } });
}

interface ProfileDocs {
  taxDocuments: { id: string; fileName: string; status: string }[];
  otherDocuments: { id: string; fileName: string; status: string }[];
}

async function profileDocs(account: ApiSession): Promise<ProfileDocs> {
  const data = await gql<{ profile: ProfileDocs }>(
    '{ profile { taxDocuments { id fileName status } otherDocuments { id fileName status } } }',
    {},
    account.token,
  );
  return data.profile;
}

async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

async function expectGone(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout });
}

// The profile form once the profile has loaded.
async function openProfile(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const form = page.getByRole('form', { name: 'Profile Information' });
  await expectVisible(form);
  return form;
}

function documentRow(form: Locator, fileName: string): Locator {
  return form.locator('li.document-list__item', { hasText: fileName });
}

// A small but real PDF: the API checks the bytes against the declared type.
function pdf(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

let browser: Browser;
let shopper: ApiSession;
let business: ApiSession;

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await apiLogin(DEMO_SHOPPER);
  business = await apiLogin(DEMO_BUSINESS);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('dashboard at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, viewport);
    await signIn(page, DEMO_SHOPPER);
  });
  afterAll(async () => {
    await page?.close();
  });

  test('every tab opens, each at its own address', async () => {
    await page.goto('/dashboard');
    await expectVisible(page.getByRole('form', { name: 'Profile Information' }));
    await screenshot(page, `dashboard-profile-${viewport.name}`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'orders');
    await expectVisible(page.getByRole('list', { name: 'My orders' }));
    await expectVisible(page.getByText('Order ID').first());
    await screenshot(page, `dashboard-orders-${viewport.name}`);

    await page.getByRole('tab', { name: 'Saved Cards' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'cards');
    await expectVisible(page.getByRole('heading', { name: 'Manage Saved Cards' }));
    await expectVisible(page.locator('li.card-list__item'));
    await screenshot(page, `dashboard-cards-${viewport.name}`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Manage Shipping Address' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'shipping-address');
    await expectVisible(page.getByRole('heading', { name: /Shipping Address/ }));
    await screenshot(page, `dashboard-shipping-${viewport.name}`);

    // The address survives a reload; the first tab is the bare /dashboard.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: /Shipping Address/ }));
    await page.getByRole('tab', { name: 'Profile Information' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await expectVisible(page.getByRole('form', { name: 'Profile Information' }));
  });

  test("a profile update goes to '/' and the new value is there after a reload", async () => {
    const street = `${viewport.width} Elm Street`;
    const form = await openProfile(page);
    const original = await form.getByLabel('Street').inputValue();
    await expectPickerShows(page, form, 'City', 'Dallas');
    // An individual sees neither tax exemption nor documents.
    expect(await form.getByRole('checkbox', { name: 'Tax Exempt' }).count()).toBe(0);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();

    await form.getByLabel('Street').fill('');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expectVisible(form.getByText('Please enter street'));
    await form.getByLabel('Street').fill(street);
    await form.getByRole('button', { name: 'Update Profile' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    // The server's message as the toast, over the home listing.
    await expectVisible(page.getByText('Profile updated successfully.'));
    await expectVisible(page.locator('ul.group-grid'));
    await screenshot(page, `dashboard-profile-saved-${viewport.name}`);

    const again = await openProfile(page);
    await page.reload();
    await expectVisible(again);
    expect(await again.getByLabel('Street').inputValue()).toBe(street);

    // Put the seeded street back for the other tests sharing this stack.
    await gql(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { message } }',
      {
        input: { street: original },
      },
      shopper.token,
    );
  });

  test('Saved Cards: a new card, made the default, then deleted, each seen after a reload', async () => {
    const holder = `Dashboard Card ${viewport.width}`;
    const formerDefault = (
      await gql<{ cards: { id: string; isDefault: boolean }[] }>('{ cards { id isDefault } }', {}, shopper.token)
    ).cards.find((card) => card.isDefault);
    await page.goto('/dashboard?tab=cards');
    await expectVisible(page.getByRole('heading', { name: 'Manage Saved Cards' }));

    await page.getByRole('button', { name: 'Add new card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new card' });
    await dialog.getByLabel('Card holder name').fill(holder);
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    // Not 12: the checkout tests keep a 4242 expiring 12/next year on this shopper, and a
    // card already saved is refused ('This card is already saved.').
    await dialog.getByLabel('Expiry month').fill('11');
    await dialog.getByLabel('Expiry year').fill(NEXT_YEAR);
    await dialog.getByLabel('CVC').fill('123');
    await clickInDialog(page, dialog.getByRole('button', { name: 'Save card' }));
    await expectVisible(page.getByText('Successfully add your card.'));
    await page.reload();
    const row = page.locator('li.card-list__item', { hasText: holder });
    await expectVisible(row);
    expect(await row.getByText('Default', { exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit card' });
    await clickInDialog(page, edit.getByRole('button', { name: 'Save' }));
    await expectVisible(edit.getByText('please select checkbox'));
    await screenshot(page, `dashboard-card-edit-${viewport.name}`);
    await tick(edit.getByRole('checkbox', { name: 'Make this my default card' }));
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.reload();
    await expectVisible(row.getByText('Default', { exact: true }));
    await screenshot(page, `dashboard-card-default-${viewport.name}`);

    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete card' });
    await expectVisible(confirm.getByText('Are you sure you want to delete this.'));
    await clickInDialog(page, confirm.getByRole('button', { name: 'Cancel' }));
    await confirm.waitFor({ state: 'hidden' });
    await expectVisible(row);
    await row.getByRole('button', { name: /^Delete / }).click();
    await expectVisible(confirm.getByText('Are you sure you want to delete this.'));
    await clickInDialog(page, confirm.getByRole('button', { name: 'Yes, Delete it' }));
    await expectVisible(page.getByText('Successfully removed your card.'));
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Manage Saved Cards' }));
    await expectVisible(page.locator('li.card-list__item'));
    expect(await row.count()).toBe(0);
    await screenshot(page, `dashboard-card-deleted-${viewport.name}`);

    // The seeded default card is the default again for the other tests sharing this stack.
    if (formerDefault)
      await gql('mutation ($id: ID!) { setDefaultCard(id: $id) { message } }', { id: formerDefault.id }, shopper.token);
  });
});

describe('business documents through their review', () => {
  const pages: Page[] = [];
  beforeAll(async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await signIn(page, DEMO_BUSINESS);
      pages.push(page);
    }
  });
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.close()));
  });

  // Every state at both widths.
  async function eachWidth(check: (form: Locator, page: Page, name: string) => Promise<void>): Promise<void> {
    for (const [index, page] of pages.entries()) {
      const form = await openProfile(page);
      await check(form, page, VIEWPORTS[index]!.name);
    }
  }

  test('uploaded documents are Pending', async () => {
    const [page] = pages;
    const form = await openProfile(page!);
    await expectVisible(documentRow(form, 'texas-sales-tax-exemption-certificate.pdf'));
    await form
      .getByLabel('Upload other documents')
      .setInputFiles([pdf('resale-permit.pdf'), pdf('company-register.pdf')]);
    await expectVisible(page!.getByText('File Uploaded Successfully'));
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expectVisible(page!.getByText('File uploaded and Customer information updated successfully'));
    await page!.waitForURL((url) => url.pathname === '/');

    await eachWidth(async (shown, shownPage, name) => {
      for (const fileName of [
        'texas-sales-tax-exemption-certificate.pdf',
        'resale-permit.pdf',
        'company-register.pdf',
      ]) {
        await expectVisible(documentRow(shown, fileName).getByText('Pending'));
      }
      // A stored file is a download link.
      await expectVisible(shown.getByRole('link', { name: 'resale-permit.pdf' }));
      await screenshot(shownPage, `dashboard-documents-pending-${name}`);
      await expectNoSeriousA11yViolations(shownPage);
    });
  });

  test('an approved document is locked, a rejected one tells why; an approved tax document locks tax exemption', async () => {
    const docs = await profileDocs(business);
    const permit = docs.otherDocuments.find((doc) => doc.fileName === 'resale-permit.pdf')!;
    const register = docs.otherDocuments.find((doc) => doc.fileName === 'company-register.pdf')!;
    const tax = docs.taxDocuments[0]!;
    admin('documents:approve', permit.id);
    admin('documents:reject', register.id, '--reason', REJECTION_REASON);
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    admin('documents:approve', tax.id, '--expires', expires);

    await eachWidth(async (form, page, name) => {
      const approved = documentRow(form, 'resale-permit.pdf');
      await expectVisible(approved.getByText('Approved'));
      expect(await approved.getByRole('button', { name: /Delete/ }).count()).toBe(0);

      const rejected = documentRow(form, 'company-register.pdf');
      await expectVisible(rejected.getByText('Rejected'));
      await expectVisible(rejected.getByRole('button', { name: 'Delete company-register.pdf' }));

      await expectVisible(documentRow(form, 'texas-sales-tax-exemption-certificate.pdf').getByText('Approved'));
      expect(await form.getByRole('checkbox', { name: 'Tax Exempt' }).isDisabled()).toBe(true);
      expect(await form.getByLabel(/Upload tax document/).isDisabled()).toBe(true);

      await rejected.getByText('Rejected').hover();
      await expectVisible(page.getByRole('tooltip').getByText(REJECTION_REASON));
      await screenshot(page, `dashboard-documents-reviewed-${name}`);
      await expectNoSeriousA11yViolations(page);
      await page.mouse.move(0, 0);
    });
  });

  test('a deleted rejected document is gone after the update', async () => {
    const [page] = pages;
    const form = await openProfile(page!);
    await documentRow(form, 'company-register.pdf')
      .getByRole('button', { name: 'Delete company-register.pdf' })
      .click();
    await expectGone(documentRow(form, 'company-register.pdf'));
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await page!.waitForURL((url) => url.pathname === '/');
    const again = await openProfile(page!);
    await expectVisible(documentRow(again, 'resale-permit.pdf'));
    expect(await documentRow(again, 'company-register.pdf').count()).toBe(0);
  });

  test('an expired tax document shows the expiration message instead of the statuses', async () => {
    const tax = (await profileDocs(business)).taxDocuments[0]!;
    expireDocument(tax.id);

    await eachWidth(async (form, page, name) => {
      await expectVisible(
        form.getByText('Your tax exemption document expired on 01/31/2020. Please upload a new document.'),
      );
      await expectVisible(documentRow(form, 'texas-sales-tax-exemption-certificate.pdf'));
      expect(await form.locator('.document-list__status').count()).toBe(0);
      // A new tax document can be uploaded again.
      expect(await form.getByRole('checkbox', { name: 'Tax Exempt' }).isDisabled()).toBe(false);
      expect(await form.getByLabel(/Upload tax document/).isDisabled()).toBe(false);
      await screenshot(page, `dashboard-documents-expired-${name}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test('a guest opening /dashboard goes to /login', async () => {
  const page = await openPage(browser, VIEWPORTS[0]);
  await page.goto(`${E2E_BASE_URL}/dashboard`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.close();
});
