import type { Browser, Page } from 'playwright-core';
import { chooseInSelect } from './support/antd-select';
import { DEMO_ADMIN, DEMO_SHOPPER, signIn } from './support/accounts';
import { clickInDialog, expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { CONSOLE_VIEWPORT, modal, openConsoleAsAdmin, openConsoleScreen, toast } from './support/console';
import { orderUnitsOf } from './support/fresh-order';
import { apiLogin, gql, type ApiSession } from './support/graphql';
import { centsOf, type Money } from '../gateway/src/test/money';

// The console's Groups screen against the real stack, as the demo admin at 1366 px (and
// checked for accessibility at 768 px): a group created with three levels is listed to
// a shopper of its area; a PDF uploaded to a group is offered on the shopper's group page;
// a group closed with buyers above its final level is settled from the Settlement screen
// and the refund shows on the buyer's My Orders.

const TABLET = { width: 768, height: 1024 };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The console's dialogs and two browser sessions a test take a while on a busy machine.
jest.setTimeout(240_000);

let browser: Browser;
let admin: ApiSession;
let shopper: ApiSession;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await apiLogin(DEMO_ADMIN);
  shopper = await apiLogin(DEMO_SHOPPER);
});
afterAll(async () => {
  await browser?.close();
});

/** "2030-01-15T18:00": a datetime-local value `days` ahead. */
function localDateTimeIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An open group of the shopper's area at $100 a unit, made over GraphQL; answers its id. */
async function createGroupOverApi(name: string, levels: { quantity: number; price: string }[]): Promise<string> {
  const created = await gql<{ admin: { createGroup: { group: { id: string } } } }>(
    'mutation ($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }',
    {
      input: {
        categoryId: '2',
        productName: name,
        description: 'Made for the console test.',
        price: '100.00',
        shipping: '0',
        maxQuantity: 100,
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        supplierZip: shopper.zipCode,
        supplierStreet: '3300 McKinney Ave',
        supplierCity: 'Dallas',
        supplierState: 'TX',
        radiusMiles: 25,
        levels,
      },
    },
    admin.token,
  );
  return created.admin.createGroup.group.id;
}

/** A small, well-formed one-page PDF: what an operator's spec sheet is. */
function specSheetPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 24 72 Td (Care guide) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function searchGroups(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search groups by name or number' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a group created with three levels is listed to a shopper of its area', async () => {
  const name = `Console Skillet ${Date.now()}`;
  const { categories } = await gql<{ categories: { name: string; subCategories: { name: string }[] }[] }>(
    '{ categories { name subCategories { name } } }',
  );
  const category = categories.find((each) => each.subCategories.length > 0)!.subCategories[0]!.name;

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Groups');
  await page.locator('.ant-table-row').first().waitFor();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /New group/ }).click();
  const form = page.getByRole('form', { name: 'New group' });
  // Picked until the box shows it: on a busy machine a click can miss the list while antd
  // still moves it into place, leaving the box on its placeholder.
  await chooseInSelect(page, form, 'Category', category);
  await form.getByLabel('Product name').fill(name);
  await form.getByLabel('Description').fill('Pre-seasoned cast iron, made for the console test.');
  await form.getByLabel('List price ($)').fill('49.99');
  await form.getByLabel('Shipping per unit ($, whole)').fill('7');
  await form.getByLabel('Maximum quantity').fill('300');
  await form.getByLabel('Sales end').fill(localDateTimeIn(10));
  const levels: [string, string][] = [
    ['50', '44.99'],
    ['150', '39.99'],
    ['300', '34.99'],
  ];
  for (const [index, [quantity, price]] of levels.entries()) {
    if (index > 0) await form.getByRole('button', { name: /Add level/ }).click();
    await form.getByLabel(`Level ${index + 1} quantity`).fill(quantity);
    await form.getByLabel(`Level ${index + 1} price`).fill(price);
  }
  await form.getByLabel('Street').fill('3300 McKinney Ave');
  await form.getByLabel('City').fill('Dallas');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Supplier ZIP').fill(shopper.zipCode);
  await form.getByLabel('Delivery radius (miles)').fill('25');
  await form.getByText(/Listed in \d+ ZIP codes within 25 miles/).waitFor();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-groups-create');

  await form.getByRole('button', { name: 'Create group…' }).click();
  const confirm = modal(page, 'Create this group?');
  await confirm.getByText(`“${name}” opens now with 3 price levels`, { exact: false }).waitFor();
  // No picture was chosen: the operator is warned before the group opens (issue 40).
  await confirm.getByText('It has no picture', { exact: true }).waitFor();
  await clickInDialog(page, confirm.getByRole('button', { name: 'Create group', exact: true }));
  await toast(page, 'Group created').waitFor();
  await searchGroups(page, name);
  const row = page.locator('.ant-table-row', { hasText: name });
  await row.getByText('Level 1 of 3 · $44.99').waitFor();
  await row.getByText('0 / 300').waitFor();
  await page.context().close();

  const shop = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(shop, DEMO_SHOPPER);
  await shop.goto(`/search/${encodeURIComponent(name)}`);
  const card = shop.getByRole('article').filter({ hasText: name });
  await card.waitFor();
  // Shoppers see the placeholder picture until one is added.
  await card.getByText('No picture yet', { exact: true }).waitFor();
  await screenshot(shop, 'admin-groups-listed');
  await shop.context().close();
});

test("a PDF uploaded from a group's page is offered on the shopper's group page", async () => {
  const name = `Console Griddle ${Date.now()}`;
  const groupId = await createGroupOverApi(name, [{ quantity: 100, price: '80.00' }]);

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Groups');
  await searchGroups(page, name);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  await page.getByText('No documents yet.').waitFor();

  await page.getByLabel('Document file').setInputFiles({
    name: 'griddle-care.pdf',
    mimeType: 'application/pdf',
    buffer: specSheetPdf(),
  });
  const dialog = modal(page, 'Add this document?');
  const fileName = dialog.getByLabel('Name shoppers see');
  expect(await fileName.inputValue()).toBe('griddle-care.pdf');
  await fileName.fill('Griddle care guide.pdf');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Upload document' }).click();
  await toast(page, 'Document uploaded').waitFor();
  const listed = page.getByRole('link', { name: 'Griddle care guide.pdf' });
  await listed.waitFor();
  const documentUrl = await listed.getAttribute('href');
  expect(documentUrl).toMatch(new RegExp(`^/media/docs/g${groupId}-[0-9a-f]{32}\\.pdf$`));
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-group-documents');
  await page.context().close();

  const shop = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(shop, DEMO_SHOPPER);
  await shop.goto(`/product/${groupId}`);
  await shop.getByRole('heading', { level: 1, name }).waitFor();
  const offered = shop.getByRole('link', { name: /Griddle care guide\.pdf/ });
  await offered.waitFor();
  expect(await offered.getAttribute('href')).toBe(documentUrl);
  const file = await shop.request.get(documentUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).equals(specSheetPdf())).toBe(true);
  await screenshot(shop, 'admin-group-document-on-group-page');
  await shop.context().close();

  // Taken off again from the console: the group's page no longer offers it.
  const again = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(again);
  await again.goto(`/admin/groups/${groupId}`);
  await again.getByRole('button', { name: 'Remove “Griddle care guide.pdf”…' }).click();
  await modal(again, 'Remove this document?').getByRole('button', { name: 'Remove document' }).click();
  await toast(again, 'Document removed').waitFor();
  await again.getByText('No documents yet.').waitFor();
  await again.context().close();
});

test('a closed group with buyers above its final level is settled from the console and the refund shows on My Orders', async () => {
  const name = `Console Kettle ${Date.now()}`;
  // The first unit sells at $90; from the second on, $80.
  const groupId = await createGroupOverApi(name, [
    { quantity: 1, price: '90.00' },
    { quantity: 100, price: '80.00' },
  ]);
  const paidMore = await orderUnitsOf(shopper, groupId, 1); // $90 a unit
  await orderUnitsOf(shopper, groupId, 2); // 3 booked: $80 a unit

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Groups');
  await searchGroups(page, name);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
  const expected = await gql<{ admin: { groupLines: { refundDue: Money } } }>(
    'query ($g: ID!) { admin { groupLines(groupId: $g) { refundDue { amount currencyCode } } } }',
    { g: groupId },
    admin.token,
  );
  const refundCents = centsOf(expected.admin.groupLines.refundDue);
  const refund = money.format(refundCents / 100);
  expect(refundCents).toBeGreaterThan(1_000); // $10 plus tax and fee on it
  await page.getByText(`Settlement will refund ${refund} on 2 lines at the final price of $80.00 per unit`).waitFor();
  await page.getByText(`Will refund ${refund}`, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(TABLET);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-group-page-768');
  await page.setViewportSize(CONSOLE_VIEWPORT);

  await page.getByRole('button', { name: 'Close now…' }).click();
  const confirm = modal(page, `Close group #${groupId}?`);
  await confirm.getByText('the next settlement run refunds every buyer who paid more', { exact: false }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Close group', exact: true }).click();
  await toast(page, 'Group closed').waitFor();
  await page
    .locator('.ant-card', { hasText: 'Status' })
    .getByText(/^Closed/)
    .waitFor();

  await openConsoleScreen(page, 'Settlement');
  await page.getByLabel('Group number').fill(groupId);
  await page.getByRole('button', { name: 'Close and settle…' }).click();
  const settle = page.getByRole('dialog', { name: `Close and settle group #${groupId}` });
  await clickInDialog(page, settle.getByRole('button', { name: 'Close and settle', exact: true }));
  await toast(page, 'Group settled').waitFor();

  await openConsoleScreen(page, 'Groups');
  await page.setViewportSize(TABLET);
  await page.locator('.ant-table-row').first().waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.context().close();

  const shop = await openPage(browser, CONSOLE_VIEWPORT);
  await signIn(shop, DEMO_SHOPPER);
  await shop.goto('/dashboard');
  await shop.getByRole('tab', { name: 'My Orders' }).click();
  const card = shop.getByRole('article').filter({ has: shop.getByText(`#${paidMore}`, { exact: true }) });
  await card.locator('.order-card__fact', { hasText: 'Refunded' }).waitFor();
  expect(await card.locator('.order-card__fact', { hasText: 'Refunded' }).locator('dd').textContent()).toBe(refund);
  expect(await card.locator('.order-card__fact', { hasText: 'Final price' }).locator('dd').textContent()).toBe(
    '$80.00',
  );
  await screenshot(shop, 'admin-groups-refund-on-my-orders');
  await shop.context().close();
});

/** The ids of the groups the Groups table shows, top to bottom (each row's Edit button names it). */
async function shownGroupIds(page: Page): Promise<string[]> {
  const labels = await page
    .locator('.ant-table-row')
    .getByRole('button', { name: /^Edit group #/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace('Edit group #', ''));
}

/** Waits until the table shows exactly these groups, in this order. */
async function showsGroups(page: Page, ids: string[]): Promise<void> {
  await page.getByRole('button', { name: `Edit group #${ids[0]}`, exact: true }).waitFor();
  await page.getByRole('button', { name: `Edit group #${ids.at(-1)}`, exact: true }).waitFor();
  expect(await shownGroupIds(page)).toEqual(ids);
}

test('the Groups table pages by cursor: a group created between two pages shifts neither', async () => {
  const listed = await gql<{ admin: { groups: { totalCount: number; nodes: { id: string }[] } } }>(
    '{ admin { groups(first: 40) { totalCount nodes { id } } } }',
    {},
    admin.token,
  );
  const { totalCount, nodes } = listed.admin.groups;
  const ids = nodes.map((group) => group.id);
  expect(ids.length).toBeGreaterThan(20); // the seed fills more than one page of 20

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Groups');
  const pager = page.getByRole('navigation', { name: 'Pages of groups' });
  const previous = pager.getByRole('button', { name: 'Previous' });
  const next = pager.getByRole('button', { name: 'Next' });
  await showsGroups(page, ids.slice(0, 20));
  await pager.getByText(`${totalCount} groups`, { exact: true }).waitFor();
  expect(await previous.isDisabled()).toBe(true);

  // Newest first: the new group goes before the first page. By page number, page 2 would
  // now start with the first page's last group; by cursor it starts just after it.
  const added = await createGroupOverApi(`Cursor Walk ${Date.now()}`, [{ quantity: 100, price: '80.00' }]);
  await next.click();
  await showsGroups(page, ids.slice(20, 40));
  await pager.getByText(`${totalCount + 1} groups`, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await pager.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-groups-pager-375');
  await page.setViewportSize(CONSOLE_VIEWPORT);

  // Back: the twenty just before, the same first page; then the new group, alone before it.
  await previous.click();
  await showsGroups(page, ids.slice(0, 20));
  expect(await previous.isEnabled()).toBe(true);
  await previous.click();
  await showsGroups(page, [added]);
  await pager.locator('button:disabled', { hasText: 'Previous' }).waitFor();
  await page.context().close();
});
