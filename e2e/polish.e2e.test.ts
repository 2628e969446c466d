import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_SHOPPER, signIn } from './support/accounts';
import { launchChromium, openPage, pageWidth, screenshot, VIEWPORTS } from './support/browser';
import { CONSOLE_VIEWPORT, openConsoleAsAdmin, openConsoleScreen } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql, type ApiSession } from './support/graphql';

// Issue 40, the second walk-through: what an operator met in the console (tab titles, the
// Orders table's actions at 1366 px, the frame at 375 px) and what a shopper met in the
// shop (a group without a picture, a saved price filter hiding everything, a group of
// another area offering "Add to cart"), each at the width it was seen.

const PHONE = { width: 375, height: 812 };

let browser: Browser;
let shopper: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await apiLogin(DEMO_SHOPPER);
  admin = await apiLogin(DEMO_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** Fails unless the control is drawn inside the window and inside every box that clips it, and is what a click there hits. */
async function expectOnScreen(page: Page, control: Locator): Promise<void> {
  const drawn = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let clipped = false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) clipped = true;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      right: box.right,
      left: box.left,
      clipped,
      hitsIt: hit !== null && (hit === element || element.contains(hit)),
    };
  });
  const width = page.viewportSize()!.width;
  expect(drawn.left).toBeGreaterThanOrEqual(0);
  expect(drawn.right).toBeLessThanOrEqual(width);
  expect(drawn.clipped).toBe(false);
  expect(drawn.hitsIt).toBe(true);
}

describe('the operator console', () => {
  // Customers last: the first test goes on from its list to a customer's page.
  const SCREENS = [
    'Overview',
    'Documents',
    'Orders',
    'Returns',
    'Settlement',
    'Staff',
    'Audit log',
    'Two-step sign-in',
    'Groups',
    'Customers',
  ];

  test('every console tab names its screen, not "Home | GroupBuy"', async () => {
    const page = await openPage(browser, CONSOLE_VIEWPORT);
    await openConsoleAsAdmin(page);
    expect(await page.title()).toBe('Overview | GroupBuy Console');
    for (const name of SCREENS) {
      await openConsoleScreen(page, name);
      await page.waitForFunction((title) => document.title === title, `${name} | GroupBuy Console`);
    }
    // A group's and a customer's page by their number.
    await page.locator('.ant-table-row').getByRole('link').first().click();
    await page.waitForURL(/\/admin\/customers\/\d+$/);
    const customerId = new URL(page.url()).pathname.split('/').pop()!;
    await page.waitForFunction((title) => document.title === title, `Customer #${customerId} | GroupBuy Console`);
    await openConsoleScreen(page, 'Groups');
    await page.locator('.ant-table-row').getByRole('link').first().click();
    await page.waitForURL(/\/admin\/groups\/\d+$/);
    const groupId = new URL(page.url()).pathname.split('/').pop()!;
    await page.waitForFunction((title) => document.title === title, `Group #${groupId} | GroupBuy Console`);
    // Back in the shop, the shop's own titles again.
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForFunction(() => document.title === 'Home | GroupBuy');
    await page.context().close();
  });

  test("at 1366 px the Orders table shows a line's Ship… and Cancel and refund… without scrolling", async () => {
    const orderId = await placeFreshOrder(shopper);
    const page = await openPage(browser, CONSOLE_VIEWPORT);
    await openConsoleAsAdmin(page);
    await openConsoleScreen(page, 'Orders');
    await page.getByLabel('Search by customer, order or group').fill(orderId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.locator('.ant-table-row', { hasText: `#${orderId}` }).first();
    await row.waitFor();
    // The table is still wider than the screen: its other columns scroll under the actions.
    expect(await page.locator('.ant-table-content').evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expectOnScreen(page, row.getByRole('button', { name: /^Ship line #/ }));
    await expectOnScreen(page, row.getByRole('button', { name: /^Cancel and refund line #/ }));
    expect(await pageWidth(page)).toBeLessThanOrEqual(CONSOLE_VIEWPORT.width);
    await screenshot(page, 'polish-admin-orders-actions-1366');

    // The actions work from there: the Ship dialog opens for that line.
    await row.getByRole('button', { name: /^Ship line #/ }).click();
    await page
      .getByRole('dialog', { name: 'Ship order line' })
      .getByText(`of order #${orderId}`, { exact: false })
      .waitFor();
    await page.context().close();
  });

  test('at 375 px no console screen is pushed sideways by the menu or the header', async () => {
    const page = await openPage(browser, PHONE);
    // The shop's account menu differs on a phone: the console's address is opened directly.
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    for (const name of SCREENS) {
      // The menu is a row that scrolls by itself: each entry can be reached and tapped.
      const link = nav.getByRole('link', { name });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }
    await expectOnScreen(page, page.getByRole('button', { name: 'Logout' }));
    await expectOnScreen(page, page.getByRole('link', { name: 'Back to the shop' }));
    await screenshot(page, 'polish-admin-console-375');
    await page.context().close();
  });
});

/** An open group of the shopper's area made without a picture, over GraphQL; answers its id. */
async function groupWithoutPicture(name: string): Promise<string> {
  const created = await gql<{ admin: { createGroup: { group: { id: string } } } }>(
    'mutation ($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }',
    {
      input: {
        categoryId: '2',
        productName: name,
        description: 'Made without a picture for the placeholder test.',
        price: '100.00',
        shipping: '0',
        maxQuantity: 100,
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        supplierZip: shopper.zipCode,
        supplierStreet: '3300 McKinney Ave',
        supplierCity: 'Dallas',
        supplierState: 'TX',
        radiusMiles: 25,
        levels: [{ quantity: 100, price: '90.00' }],
      },
    },
    admin.token,
  );
  return created.admin.createGroup.group.id;
}

/** A group of another area than the shopper's (New York's listing). */
async function groupOfAnotherArea(): Promise<string> {
  const { groups } = await gql<{ groups: { nodes: { id: string }[] } }>(
    '{ groups(filter: { zipCode: "10001" }, first: 1) { nodes { id } } }',
  );
  return groups.nodes[0]!.id;
}

describe.each(VIEWPORTS)('the shop at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('a group without a picture shows a placeholder picture on its card and its page', async () => {
    const name = `Pictureless Kettle ${viewport.name} ${Date.now()}`;
    const id = await groupWithoutPicture(name);
    await page.goto(`/search/${encodeURIComponent(name)}`);
    const card = page.getByRole('article', { name });
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(0);
    const cardPlaceholder = card.locator('.no-picture');
    await cardPlaceholder.getByText('No picture yet').waitFor();
    expect(await cardPlaceholder.locator('svg').isVisible()).toBe(true);
    // It fills the picture's box: the card keeps its shape.
    const cardBox = (await cardPlaceholder.boundingBox())!;
    expect(cardBox.height).toBeGreaterThan(100);
    await screenshot(page, `polish-no-picture-card-${viewport.name}`);

    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/product/${id}`);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    const pagePlaceholder = page.getByRole('img', { name: 'No picture yet' });
    await pagePlaceholder.waitFor();
    expect((await pagePlaceholder.boundingBox())!.height).toBeGreaterThan(150);
    await screenshot(page, `polish-no-picture-page-${viewport.name}`);
  });

  test('a saved price filter that hides every group says a filter is on and clears it', async () => {
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    // The shopper slides the top of the range down to $0: nothing costs that little.
    const top = page.getByRole('slider', { name: 'Maximum price' });
    await top.focus();
    await page.keyboard.press('Home');
    await page.getByText('No Groups Available', { exact: true }).waitFor();

    // The range is kept for the session: a category opened later is empty too, and says why.
    const { categories } = await gql<{ categories: { id: string }[] }>('{ categories { id } }');
    await page.goto(`/category/${categories[0]!.id}`);
    await page.getByText('No Groups Available', { exact: true }).waitFor();
    await page.getByText('A price filter is on: up to $0.00.', { exact: true }).waitFor();
    await screenshot(page, `polish-price-filter-empty-${viewport.name}`);
    await page.getByRole('button', { name: 'Clear price filter' }).click();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText(/A price filter is on/).count()).toBe(0);
    expect(await page.getByRole('slider', { name: 'Maximum price' }).inputValue()).toBe('5000');
    // Forgotten for the session, not only for this page.
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
  });

  test('a group of another area says before any click that it does not deliver here, and its Add to cart is disabled', async () => {
    await page.goto(`/product/${await groupOfAnotherArea()}`);
    const note = page.getByRole('note').filter({ hasText: 'does not deliver' });
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    expect(await note.textContent()).toBe(
      'This group does not deliver to your area, so it cannot be added to your cart. Only groups listed for your ZIP code can be ordered.',
    );
    const add = page.getByRole('button', { name: /Add to cart/ });
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await expectOnScreen(page, note);
    await screenshot(page, `polish-out-of-area-${viewport.name}`);

    // A group of the shopper's own area still sells.
    const { groups } = await gql<{ groups: { nodes: { id: string }[] } }>(
      'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 1) { nodes { id } } }',
      { zip: shopper.zipCode },
    );
    await page.goto(`/product/${groups.nodes[0]!.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /Add to cart/ }).isEnabled()).toBe(true);
    expect(await page.getByText('This group does not deliver to your area', { exact: false }).count()).toBe(0);
  });
});
