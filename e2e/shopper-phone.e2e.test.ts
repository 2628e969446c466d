import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql, type ApiSession } from './support/graphql';
import { E2E_BASE_URL } from './support/stack';

// Issue #19: what a shopper met at 375 px (and the same pages at 1366 px), in the header,
// the cart and checkout, and on a closed group's page.

let browser: Browser;
let session: ApiSession;
let openGroupId: string;
let closedGroup: { id: string; quantityBooked: number };

beforeAll(async () => {
  browser = await launchChromium();
  session = await apiLogin(DEMO_SHOPPER);
  const { groups } = await gql<{ groups: { nodes: { id: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }) { nodes { id } } }',
    { zip: session.zipCode },
    session.token,
  );
  openGroupId = groups.nodes[0]!.id;
  // The listing holds open groups only; a seeded closed one with units booked is found by id.
  for (let id = 1; id <= 300 && !closedGroup; id += 1) {
    const found = await gql<{ group: { id: string; status: string; quantityBooked: number } }>(
      'query ($id: ID!) { group(id: $id) { id status quantityBooked } }',
      { id: String(id) },
      session.token,
    ).catch(() => null);
    if (found?.group.status === 'CLOSED' && found.group.quantityBooked > 0) closedGroup = found.group;
  }
  if (!openGroupId || !closedGroup) throw new Error('The seed has no open group near the shopper or no closed group');
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('the shopper path at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    await emptyCart();
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('the header shows the cart label and a search box wide enough to read', async () => {
    await page.goto('/');
    const label = page.locator('.header-cart__label');
    await label.waitFor({ state: 'visible' });
    expect(await label.textContent()).toBe('My Cart');
    const search = page.getByRole('combobox', { name: 'Search products' });
    const box = await search.boundingBox();
    expect(box).not.toBeNull();
    // At 375 px it was about 31 px wide: four letters of what was typed.
    expect(box!.width).toBeGreaterThanOrEqual(Math.min(250, viewport.width - 120));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `shopper-header-${viewport.name}`);
  });

  test('the cart shows quantity and remove on screen without scrolling sideways', async () => {
    await gql(
      'mutation ($id: ID!) { addToCart(groupId: $id, quantity: 1) { message } }',
      { id: openGroupId },
      session.token,
    );
    await page.goto('/cart');
    const quantity = page.getByLabel(/^Quantity of /);
    await quantity.waitFor();
    await expectInViewport(page, quantity);
    await expectInViewport(page, page.getByRole('button', { name: /^Remove / }));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `shopper-cart-${viewport.name}`);
  });

  test('checkout fits the screen and does not move under the shopper as it loads', async () => {
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Order Detail' }).waitFor();
    // The address buttons under the picker came a round trip after the page; on a phone
    // their two rows pushed the order detail and Place Order down (a layout shift of 0.04).
    await page.getByRole('button', { name: 'Edit Billing Address' }).waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `shopper-checkout-${viewport.name}`);
  });

  test("an open group's status reads clearly (contrast) and the tab names the product", async () => {
    await page.goto(`/product/${openGroupId}`);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.locator('.status-pill--open').waitFor();
    await page.waitForFunction((expected) => document.title === `${expected} | GroupBuy`, name);
    await expectNoSeriousA11yViolations(page);
  });

  test('each page has its own title', async () => {
    const titles: string[] = [];
    for (const path of ['/', '/cart', '/checkout', '/dashboard', '/faq']) {
      await page.goto(path);
      // Signed in, every page's title ends with the shop's name (index.html's does not).
      await page.waitForFunction(() => document.title.endsWith(' | GroupBuy'));
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[1]).toBe('My Cart | GroupBuy');
  });

  test('a closed group shows what its buyers booked and says it is closed', async () => {
    await page.goto(`/product/${closedGroup.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('This group is closed').first().waitFor();
    expect(await page.getByText('Best price reached').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    const booked = page
      .locator('.group-detail__facts div', { hasText: 'Total orders placed by all buyers' })
      .locator('dd');
    expect(await booked.textContent()).toBe(String(closedGroup.quantityBooked));
    await expectNoSidewaysScroll(page);
    await screenshot(page, `shopper-closed-group-${viewport.name}`);
  });
});

test('a hard load paints the static shell before any script runs', async () => {
  // Without JavaScript the page stays as index.html painted it: the shell, not a blank page.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const shell = page.locator('[data-boot-shell]');
    expect(await shell.isVisible()).toBe(true);
    expect(await shell.textContent()).toContain('GroupBuy');
    expect(await page.getByRole('status', { name: 'Loading GroupBuy' }).isVisible()).toBe(true);
  } finally {
    await context.close();
  }
});

async function emptyCart(): Promise<void> {
  const { cart } = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    session.token,
  );
  for (const line of cart.lines) {
    await gql(
      'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
      { id: line.cartItemId },
      session.token,
    );
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    // Anything wider than its box and scrollable sideways (the page itself included).
    const scrollers = [
      document.documentElement,
      ...Array.from(document.querySelectorAll<HTMLElement>('body *')),
    ].filter(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
        element.clientWidth > 0,
    );
    return {
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      scrollers: scrollers.map((element) => element.className.toString()),
    };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.scrollers).toEqual([]);
}

/** The page's layout shift since it loaded, as Lighthouse adds it up (shifts after input left out). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await locator.first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
