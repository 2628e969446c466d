import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { apiLogin, gql, type ApiSession as Account } from './support/graphql';
import { addCardByApi, createDallasCustomer } from './support/customers';
import { tick } from './support/checkbox';
import { clickInDialog } from './support/axe';

// Checkout against the real stack: the demo shopper's saved Visa, new sandbox cards
// (Stripe's test numbers: 4242… succeeds, 4000 0000 0000 0002 is declined), and an order
// that loses its stock to another customer first.

const [DESKTOP, MOBILE] = VIEWPORTS;
const SUCCESS_TEXT = 'Thank you - Payment is successfully processsed and your order is on the way';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

interface GroupFacts {
  id: string;
  quantityBooked: number;
  unitsLeft: number;
  status: string;
}

async function group(id: string): Promise<GroupFacts> {
  const data = await gql<{ group: GroupFacts }>(
    'query ($id: ID!) { group(id: $id) { id quantityBooked unitsLeft status } }',
    { id },
  );
  return data.group;
}

// Open groups with stock, as the shopper's listing shows them.
async function openGroups(account: Account): Promise<GroupFacts[]> {
  const data = await gql<{ groups: { nodes: { id: string; status: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 60) { nodes { id status } } }',
    { zip: account.zipCode },
    account.token,
  );
  const facts = await Promise.all(
    data.groups.nodes.filter((item) => item.status === 'OPEN').map((item) => group(item.id)),
  );
  return facts.filter((facts) => facts.status === 'OPEN' && facts.unitsLeft > 0);
}

async function emptyCart(account: Account): Promise<void> {
  const data = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    account.token,
  );
  for (const line of data.cart.lines) {
    await gql(
      'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
      { id: line.cartItemId },
      account.token,
    );
  }
}

async function addToCart(account: Account, groupId: string, quantity: number): Promise<void> {
  await gql(
    'mutation ($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message } }',
    { g: groupId, q: quantity },
    account.token,
  );
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expectVisible(page.getByRole('heading', { name: 'Order Detail' }));
}

async function addCardInDialog(
  page: Page,
  holder: string,
  cardNumber: string,
  makeDefault: boolean,
  shot?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Add new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new card' });
  if (shot) {
    // An empty submit shows every field's message (docs/product.md#validation-rules).
    await clickInDialog(page, dialog.getByRole('button', { name: 'Save card' }));
    await expectVisible(dialog.getByText('Please enter name'));
    await expectVisible(dialog.getByText('Card number is required'));
    await expectVisible(dialog.getByText('Please enter correct month and year'));
    await expectVisible(dialog.getByText('Please enter correct cvv'));
    await screenshot(page, shot);
  }
  await dialog.getByLabel('Card holder name').fill(holder);
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(NEXT_YEAR);
  await dialog.getByLabel('CVC').fill('123');
  if (makeDefault) await tick(dialog.getByRole('checkbox', { name: 'Make this my default card' }));
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// Waits for a toast's slide-in to end, so the screenshot shows it whole.
async function settledToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const notice = Array.from(document.querySelectorAll('.ant-message-notice')).find(
      (node) => node.textContent === wanted,
    );
    return (
      notice !== undefined && notice.getBoundingClientRect().top >= 0 && !notice.closest('.ant-message-move-up-appear')
    );
  }, text);
}

async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

async function expectChecked(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'attached', timeout });
  const deadline = Date.now() + timeout;
  while (!(await locator.isChecked())) {
    if (Date.now() > deadline) throw new Error('the radio was never checked');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let browser: Browser;
let shopper: Account;
// Another Dallas customer: a group is sold only in its area, so whoever takes the last
// units of a Dallas group from the shopper lives there too.
let rival: Account;
// Distinct groups per test, so one test's booking never changes another's.
let groups: GroupFacts[];

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await apiLogin(DEMO_SHOPPER);
  rival = await createDallasCustomer(`rival-${Date.now()}@example.com`);
  groups = await openGroups(shopper);
  expect(groups.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => {
  await browser?.close();
});

describe(`checkout at ${DESKTOP.width} px`, () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, DESKTOP);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  test('billing address and saved Visa chosen; a new 4242 card places the order', async () => {
    await emptyCart(shopper);
    await addToCart(shopper, groups[0]!.id, 1);
    await openCheckout(page);

    await expectChecked(page.getByRole('radio', { name: /Billing/ }));
    await expectVisible(page.getByText('Please Select or Add New Card'));
    expect(await page.getByRole('button', { name: 'Place Order' }).count()).toBe(0);
    // The seeded default Visa is picked 3 s after load.
    await expectChecked(page.getByRole('radio', { name: /Visa .*4242/ }).first(), 6_000);
    await expectVisible(page.getByRole('button', { name: 'Place Order' }));
    await screenshot(page, 'checkout-desktop');

    await addCardInDialog(page, 'Good Card', '4242 4242 4242 4242', true, 'add-card-errors-desktop');
    await expectVisible(page.getByText('Card added successfully.', { exact: false }));
    await expectChecked(page.getByRole('radio', { name: /Good Card/ }));
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL((url) => url.pathname === '/order-success');
    await expectVisible(page.getByText(SUCCESS_TEXT));
    await screenshot(page, 'order-success-desktop');
  });

  test("a declined card shows 'Your card was declined.' and books nothing", async () => {
    const target = groups[1]!;
    const before = (await group(target.id)).quantityBooked;
    await emptyCart(shopper);
    await addToCart(shopper, target.id, 2);
    await openCheckout(page);

    await addCardInDialog(page, 'Declined Card', '4000 0000 0000 0002', false);
    await page.getByRole('radio', { name: /Declined Card/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expectVisible(page.getByText('Your card was declined.'));
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await settledToast(page, 'Your card was declined.');
    await screenshot(page, 'checkout-declined-desktop');
    expect((await group(target.id)).quantityBooked).toBe(before);
  });

  test('an order whose stock went to another customer shows the red out-of-stock alert', async () => {
    // The scarcest of the remaining groups, so the rival can take all of it.
    const target = groups.slice(3).reduce((least, next) => (next.unitsLeft < least.unitsLeft ? next : least));
    const units = (await group(target.id)).unitsLeft;
    await emptyCart(rival);
    await emptyCart(shopper);
    await addToCart(rival, target.id, units);
    await addToCart(shopper, target.id, units);
    const rivalCard = await addCardByApi(rival, '4242424242424242');
    await gql(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { cardId: rivalCard } },
      rival.token,
    );

    await openCheckout(page);
    await expectChecked(page.getByRole('radio', { name: /Good Card/ }), 6_000);
    await page.getByRole('button', { name: 'Place Order' }).click();

    // antd's red error alert (its code comes with Place Order; its words show meanwhile).
    const alert = page.locator('.checkout__alert.ant-alert-error');
    await expectVisible(alert);
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
    await expectVisible(page.getByText('Some items in your cart can no longer be ordered.'));
    await page.waitForFunction(() => window.scrollY === 0);
    await screenshot(page, 'checkout-out-of-stock-desktop');
    await emptyCart(shopper);
  });
});

describe(`checkout at ${MOBILE.width} px`, () => {
  test('the default card pays and the order succeeds', async () => {
    const page = await openPage(browser, MOBILE);
    await signIn(page);
    await emptyCart(shopper);
    await addToCart(shopper, groups[2]!.id, 1);
    await openCheckout(page);

    await expectChecked(page.getByRole('radio', { name: /Billing/ }));
    await expectChecked(page.getByRole('radio', { name: /Good Card/ }), 6_000);
    await screenshot(page, 'checkout-mobile');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL((url) => url.pathname === '/order-success');
    await expectVisible(page.getByText(SUCCESS_TEXT));
    await screenshot(page, 'order-success-mobile');
    await page.close();
  });
});
