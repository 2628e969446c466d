import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql } from './support/graphql';
import { DEMO_SHOPPER, signIn } from './support/accounts';

let browser: Browser;
let token: string;
let openGroupId: string;
let closedGroupId: string;

beforeAll(async () => {
  browser = await launchChromium();
  token = (await apiLogin(DEMO_SHOPPER)).token;
  // `groups` lists open groups only; the seeded closed ones are found by trying ids.
  for (let id = 1; id <= 300 && !(openGroupId && closedGroupId); id += 1) {
    const found = await gql<{ group: { id: string; status: string } }>(
      'query ($id: ID!) { group(id: $id) { id status } }',
      { id: String(id) },
      token,
    ).catch(() => null);
    if (found?.group.status === 'CLOSED') closedGroupId ??= found.group.id;
    if (found?.group.status === 'OPEN') openGroupId ??= found.group.id;
  }
  if (!openGroupId || !closedGroupId) throw new Error('The seed has no open or no closed group');
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('cart at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    await emptyCart();
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  test('the shopper adds a group, opens the mini-cart, changes the quantity and removes the line', async () => {
    const cartButton = page.getByRole('button', { name: /^My Cart, / });
    await page.goto('/');
    await page.getByRole('article').first().click();
    await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectName(cartButton, 'My Cart, 0 items');
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectVisible(page.locator('.ant-message-success'));
    await expectName(cartButton, 'My Cart, 1 item');
    await screenshot(page, `cart-added-${viewport.name}`);

    await cartButton.click();
    const popup = page.getByRole('tooltip');
    await expectVisible(popup.getByRole('link', { name: 'View cart' }));
    expect(await popup.locator('.mini-cart__line').count()).toBe(1);
    await screenshot(page, `cart-mini-${viewport.name}`);
    await popup.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');

    const quantity = page.getByLabel(/^Quantity of /);
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('1');
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await quantity.fill('2');
    // Locked from the moment the change is sent until the delayed answer toast.
    await page.locator('input.cart-quantity[disabled]').waitFor({ timeout: 5_000 });
    expect(await page.getByRole('button', { name: 'check out' }).isDisabled()).toBe(true);
    await screenshot(page, `cart-locked-${viewport.name}`);
    await expectVisible(page.locator('.ant-message-success'));
    await page.locator('input.cart-quantity:not([disabled])').waitFor();
    expect(await quantity.inputValue()).toBe('2');
    expect(await page.getByRole('button', { name: 'check out' }).isEnabled()).toBe(true);
    await screenshot(page, `cart-updated-${viewport.name}`);

    await quantity.fill('0');
    await expectVisible(page.getByText('Not allowed negative value.'));
    expect(await quantity.inputValue()).toBe('2');

    await page.getByRole('button', { name: /^Remove / }).click();
    await expectVisible(page.getByText('Successfully removed an item from your cart.'));
    await expectVisible(page.getByText('Your cart is empty'));
    await expectName(cartButton, 'My Cart, 0 items');
    await screenshot(page, `cart-empty-${viewport.name}`);
  });

  test('a closed group has no add-to-cart', async () => {
    await page.goto(`/product/${closedGroupId}`);
    await expectVisible(page.getByText('Closed', { exact: true }));
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
  });

  test('a guest clicking add-to-cart lands on /login', async () => {
    const guest = await openPage(browser, viewport);
    try {
      await guest.goto(`/product/${openGroupId}`);
      await guest.getByRole('button', { name: 'Add to cart' }).click();
      await guest.waitForURL((url) => url.pathname === '/login');
    } finally {
      await guest.context().close();
    }
  });
});

// Each viewport's run starts from an empty cart.
async function emptyCart(): Promise<void> {
  const { cart } = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    token,
  );
  for (const line of cart.lines) {
    await gql('mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }', { id: line.cartItemId }, token);
  }
}

async function expectName(locator: Locator, name: string): Promise<void> {
  await locator
    .page()
    .waitForFunction(
      ([selector, expected]) => document.querySelector(selector)?.getAttribute('aria-label') === expected,
      ['.header-cart', name] as const,
      { timeout: 10_000 },
    );
  expect(await locator.getAttribute('aria-label')).toBe(name);
}

async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
