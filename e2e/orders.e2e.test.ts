import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { compiledAdminCli } from '../scripts/lib/server-build';
import { REPO_ROOT } from '../scripts/lib/services';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { chooseInSelect } from './support/antd-select';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql, type ApiSession } from './support/graphql';
import { centsOf, MONEY, type Money } from '../gateway/src/test/money';
import { addCardByApi, createDallasCustomer } from './support/customers';
import { placeFreshOrder } from './support/fresh-order';
import { E2E_DATA_DIR } from './support/stack';

// My Orders, returns and invoices against the real stack and the demo shopper's seeded
// order history (a line in every status, one refunded by settlement), at both widths.

const STATUS_LABELS = [
  'In Progress',
  'Shipped',
  'Cancelled',
  'Delivered',
  'Return Requested',
  'Return Accepted',
  'Return Declined',
  'Return In Progress',
  'Refunded',
];
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Line {
  id: string;
  orderId: string;
  rawStatus: string;
  productName: string;
  total: Money;
  trackingNumber: string | null;
  finalUnitPrice: Money | null;
  refundedAmount: Money;
  invoiceUrl: string | null;
}

/** The account's newest order lines (one page of 100, newest order first: where a test's own order is). */
async function orderLines(account: ApiSession): Promise<Line[]> {
  const data = await gql<{ orderLines: { nodes: Line[] } }>(
    `{ orderLines(first: 100) { nodes { id orderId rawStatus productName total ${MONEY} trackingNumber
      finalUnitPrice ${MONEY} refundedAmount ${MONEY} invoiceUrl } } }`,
    {},
    account.token,
  );
  return data.orderLines.nodes;
}

/** The admin CLI on the e2e stack's database (as an operator moves order lines). */
function admin(...args: string[]): void {
  execFileSync(process.execPath, [...compiledAdminCli(), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_FILE: path.join(E2E_DATA_DIR, 'shop.db'), DATABASE_URL: '' },
    stdio: 'ignore',
  });
}

/** A new order of one open group, shipped and delivered by the operator: a line to return. */
async function deliveredLine(account: ApiSession): Promise<Line> {
  const orderId = await placeFreshOrder(account);
  const line = (await orderLines(account)).find((each) => each.orderId === orderId)!;
  admin('lines:status', line.id, 'shipping', '--company', 'UPS', '--number', `1ZE2E${line.id}`);
  admin('lines:status', line.id, 'completed');
  return (await orderLines(account)).find((each) => each.id === line.id)!;
}

const cardOfOrder = (page: Page, orderId: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(`#${orderId}`, { exact: true }) });

async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

async function openMyOrders(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expectVisible(page.getByRole('list', { name: 'My orders' }));
}

async function waitUntil(check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A modal is best seen as the shopper sees it: the viewport, not the whole page.
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(REPO_ROOT, 'e2e/artifacts', `${name}.png`) });
}

// Only this screens: the dashboard frame around the list (tabs) is another feature's.
async function expectNoSeriousViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

let browser: Browser;
let shopper: ApiSession;

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await apiLogin(DEMO_SHOPPER);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('orders, returns and invoices at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('My Orders shows every status label and the settled line’s final price and refund', async () => {
    const lines = await orderLines(shopper);
    const settled = lines.find((line) => line.finalUnitPrice !== null && line.rawStatus === 'completed');
    expect(settled).toBeDefined();

    await openMyOrders(page);
    const list = page.getByRole('list', { name: 'My orders' });
    for (const label of STATUS_LABELS) {
      await expectVisible(list.locator('.order-status').getByText(label, { exact: true }));
    }
    // Every line the shopper has, the pages read one after another (20 lines at a time).
    const { orderLines: all } = await gql<{ orderLines: { totalCount: number } }>(
      '{ orderLines { totalCount } }',
      {},
      shopper.token,
    );
    await waitUntil(async () => (await list.getByRole('article').count()) === all.totalCount);
    await page.locator('.my-orders .loading-state').waitFor({ state: 'detached' });

    const card = cardOfOrder(page, settled!.orderId);
    await expectVisible(card.getByText('Final price'));
    expect(await card.locator('.order-card__fact', { hasText: 'Final price' }).locator('dd').textContent()).toBe(
      money.format(centsOf(settled!.finalUnitPrice!) / 100),
    );
    expect(await card.locator('.order-card__fact', { hasText: 'Refunded' }).locator('dd').textContent()).toBe(
      money.format(centsOf(settled!.refundedAmount) / 100),
    );
    expect(await card.getByRole('button', { name: 'Return' }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'View Invoice' }).count()).toBe(1);
    // Lines that are not delivered offer neither action.
    const shipped = page.getByRole('article').filter({ has: page.locator('.order-status', { hasText: 'Shipped' }) });
    expect(await shipped.first().getByRole('button', { name: 'Return' }).count()).toBe(0);
    expect(await shipped.first().getByRole('link', { name: 'View Invoice' }).count()).toBe(0);

    await screenshot(page, `orders-${viewport.name}`);
    await expectNoSeriousViolationsIn(page, '.my-orders');
  });

  test('a delivered line is returned: the toast shows and the reloaded list says Return Requested', async () => {
    const line = await deliveredLine(shopper);
    await openMyOrders(page);
    const card = cardOfOrder(page, line.orderId);
    await expectVisible(card.locator('.order-status', { hasText: 'Delivered' }));
    await card.getByRole('button', { name: 'Return' }).click();

    const dialog = page.getByRole('dialog', { name: 'Request Return' });
    await expectVisible(dialog.getByText(line.productName.slice(0, 40)));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await expectVisible(dialog.getByText('Please select a return reason'));

    await chooseInSelect(page, dialog, 'Return reason', 'Damaged');
    await dialog.getByLabel('Details (optional)').fill('The lid arrived dented.');
    await expectVisible(dialog.getByText('23/1000 characters'));
    await waitUntil(async () => !(await submit.isDisabled()));
    await viewportShot(page, `return-modal-${viewport.name}`);
    await expectNoSeriousViolationsIn(page, '.ant-modal');
    await submit.click();

    await expectVisible(page.getByText('Return request submitted successfully'));
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(card.locator('.order-status', { hasText: 'Return Requested' }));
    expect(await card.getByRole('button', { name: 'Return' }).count()).toBe(0);
    expect((await orderLines(shopper)).find((each) => each.id === line.id)?.rawStatus).toBe('return_requested');
    await screenshot(page, `return-done-${viewport.name}`);
  });

  test('an invoice opens from its link, and the same order is refused without the token or a session', async () => {
    const lines = await orderLines(shopper);
    const delivered = lines.find(
      (line) => line.rawStatus === 'completed' && line.invoiceUrl && line.trackingNumber?.startsWith('1Z999'),
    );
    expect(delivered).toBeDefined();

    await openMyOrders(page);
    const card = cardOfOrder(page, delivered!.orderId);
    const [invoicePage] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: 'View Invoice' }).click(),
    ]);
    await invoicePage.waitForLoadState();
    const url = new URL(invoicePage.url());
    expect(url.pathname).toBe('/invoice');
    expect(url.searchParams.get('orderid')).toBe(delivered!.orderId);
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);

    const invoice = invoicePage.getByRole('article', { name: 'Invoice' });
    await expectVisible(invoice);
    await expectVisible(invoice.getByText(delivered!.productName.slice(0, 40)));
    await expectVisible(invoice.getByText('Thank You!'));
    expect(await invoice.locator('.invoice__total strong').textContent()).toBe(
      money.format(centsOf(delivered!.total) / 100),
    );
    await expectVisible(invoicePage.getByRole('contentinfo').getByRole('link', { name: /@/ }));
    await expectVisible(invoicePage.getByRole('button', { name: /Print/ }));
    await screenshot(invoicePage, `invoice-${viewport.name}`);
    await expectNoSeriousA11yViolations(invoicePage);

    // The signed link works in a browser with no session at all.
    const guest = await openPage(browser, viewport);
    await guest.goto(url.pathname + url.search);
    await expectVisible(guest.getByRole('article', { name: 'Invoice' }));

    // Without the token, and without a session, the same order is refused.
    await guest.goto(`/invoice?orderid=${delivered!.orderId}`);
    // The page and the 3 s toast say it at once; wait for both together.
    await Promise.all([
      expectVisible(guest.getByRole('heading', { name: 'This invoice cannot be shown' })),
      expectVisible(guest.locator('.ant-message-notice').getByText('You cannot view this invoice.')),
    ]);
    expect(await guest.getByRole('article', { name: 'Invoice' }).count()).toBe(0);
    expect(await guest.getByRole('status').count()).toBe(0);
    await screenshot(guest, `invoice-refused-${viewport.name}`);
    await guest.context().close();

    // The signed-in owner opens it without the token.
    await invoicePage.goto(`/invoice?orderid=${delivered!.orderId}`);
    await expectVisible(invoicePage.getByRole('article', { name: 'Invoice' }));
    await invoicePage.close();
  });
});

test('a buyer with more lines than a page sees every one on My Orders, the later pages read by cursor', async () => {
  const email = `many-lines-${Date.now()}@example.com`;
  const buyer = await createDallasCustomer(email);
  const cardId = await addCardByApi(buyer, '4242424242424242');
  // One order of one unit of each open group around the buyer: more lines than a page of 20.
  const listing = await gql<{ groups: { nodes: { id: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 40) { nodes { id } } }',
    { zip: buyer.zipCode },
    buyer.token,
  );
  let inCart = 0;
  for (const { id } of listing.groups.nodes) {
    try {
      await gql('mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }', { g: id }, buyer.token);
      inCart += 1;
    } catch {
      // Sold out meanwhile: the next one.
    }
  }
  expect(inCart).toBeGreaterThan(20);
  await gql(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
    { input: { cardId } },
    buyer.token,
  );

  const page = await openPage(browser, VIEWPORTS[0]);
  try {
    await signIn(page, { email, password: 'Rival@1234' });
    await openMyOrders(page);
    const list = page.getByRole('list', { name: 'My orders' });
    await waitUntil(async () => (await list.getByRole('article').count()) === inCart);
    await page.locator('.my-orders .loading-state').waitFor({ state: 'detached' });
    // Each line once: one card per group ordered, none twice.
    const links = await list
      .locator('.order-card__name a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(new Set(links).size).toBe(inCart);
  } finally {
    await page.context().close();
  }
});
