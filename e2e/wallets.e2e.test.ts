import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, screenshot, VIEWPORTS } from './support/browser';
import { E2E_GATEWAY_PORT } from './support/stack';
import { startStripeStack, stripeStackContext, STRIPE_PUBLISHABLE_KEY, type StripeStack } from './support/stripe-stack';

// Wallets at checkout (docs/decisions.md "Wallets"): Apple Pay, Google Pay and Link through
// Stripe's Express Checkout Element, on a stack that pays through Stripe (the local Stripe
// double). Real Stripe.js and real wallets cannot load offline: the page gets the Stripe.js
// stand-in (support/fake-stripe.ts), whose Express Checkout Element offers Google Pay and
// whose button plays the wallet's sheet approving the payment; its createPaymentMethod
// makes the wallet's one-time PaymentMethod at the double (Stripe's test Visa). What is
// checked is the shop's side: the button only where a wallet is offered, Elements in
// payment mode for the order's amount, the order placed with the wallet's payment method,
// one charge at Stripe, and nothing saved.

const STRIPE_GATEWAY_PORT = E2E_GATEWAY_PORT + 40;
const STRIPE_API_PORT = E2E_GATEWAY_PORT + 50;
const ORDER_SUCCESS_TEXT = 'Thank you - Payment is successfully processsed and your order is on the way';
const [DESKTOP] = VIEWPORTS;

type FakeWallets = {
  elements: Array<Record<string, unknown>>;
  methods: Array<{ id: string; wallet: string }>;
  failures: unknown[];
};

let browser: Browser;
let stack: StripeStack;
let context: BrowserContext | undefined;
let shopper: { token: string; zipCode: string };

/** One GraphQL operation on the Stripe stack: the test's set-up and the server's side of what the shopper sees. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

beforeAll(async () => {
  browser = await launchChromium();
  stack = await startStripeStack({ gatewayPort: STRIPE_GATEWAY_PORT, apiPort: STRIPE_API_PORT });
  const data = await gql<{ login: { token: string; zipCode: string } }>(
    'mutation ($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { token zipCode } }',
    { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
  );
  shopper = data.login;
}, 180_000);
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Empties the demo shopper's cart, then puts one unit of an open group with units left in it. */
async function cartOfOneGroup(): Promise<void> {
  const cart = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    shopper.token,
  );
  for (const line of cart.cart.lines) {
    await gql(
      'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
      { id: line.cartItemId },
      shopper.token,
    );
  }
  const listed = await gql<{ groups: { nodes: { id: string; status: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 60) { nodes { id status } } }',
    { zip: shopper.zipCode },
    shopper.token,
  );
  for (const { id, status } of listed.groups.nodes) {
    if (status !== 'OPEN') continue;
    const { group } = await gql<{ group: { status: string; unitsLeft: number } }>(
      'query ($id: ID!) { group(id: $id) { status unitsLeft } }',
      { id },
    );
    if (group.status !== 'OPEN' || group.unitsLeft < 1) continue;
    await gql('mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }', { g: id }, shopper.token);
    return;
  }
  throw new Error('no open group with units left');
}

async function orderIds(): Promise<string[]> {
  const data = await gql<{ orderLines: { nodes: { orderId: string }[] } }>(
    '{ orderLines(first: 100) { nodes { orderId } } }',
    {},
    shopper.token,
  );
  return [...new Set(data.orderLines.nodes.map((line) => line.orderId))];
}

async function savedCards(): Promise<number> {
  return (await gql<{ cards: { id: string }[] }>('{ cards { id } }', {}, shopper.token)).cards.length;
}

async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

async function openCheckout(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/checkout');
  // A full page load of the checkout (its addresses, cart and cards): time for a busy machine.
  await expectVisible(page.getByRole('heading', { name: 'Order Detail' }), 20_000);
}

/** What the checkout says the order costs, in cents. */
async function grandTotalCents(page: Page): Promise<number> {
  const text = (await page.locator('.order-detail__grand dd').textContent()) ?? '';
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

const fakeWallets = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeWallets: FakeWallets }).__fakeWallets);

test(`at ${DESKTOP.width} px, Google Pay pays the order: placed, charged once at Stripe, the wallet's card not saved`, async () => {
  const opened = await stripeStackContext(browser, stack, DESKTOP);
  context = opened.context;
  const page = await context.newPage();
  await cartOfOneGroup();
  const ordersBefore = await orderIds();
  const cardsBefore = await savedCards();
  const chargesBefore = new Set(stack.double.charges().map((charge) => charge.id));

  await openCheckout(page);
  const wallet = page.getByRole('button', { name: 'Buy with Google Pay' });
  await expectVisible(wallet);
  await expectVisible(page.getByText('Or pay with your wallet'));
  const total = await grandTotalCents(page);
  await screenshot(page, 'checkout-wallet-desktop');
  await expectNoSeriousA11yViolations(page);
  // Elements in payment mode for the order's amount in cents, with the configured key.
  const shown = await fakeWallets(page);
  expect(shown.elements.at(-1)).toEqual(
    expect.objectContaining({ mode: 'payment', amount: total, currency: 'usd', paymentMethodCreation: 'manual' }),
  );
  expect(
    await page.evaluate(() => (window as unknown as { __fakeStripe: { keys: string[] } }).__fakeStripe.keys),
  ).toEqual([STRIPE_PUBLISHABLE_KEY]);

  await wallet.click();

  await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 15_000 });
  await expectVisible(page.getByText(ORDER_SUCCESS_TEXT));
  const { methods, failures } = await fakeWallets(page);
  expect(methods).toEqual([{ id: expect.stringMatching(/^pm_/), wallet: 'google_pay' }]);
  expect(failures).toEqual([]);
  // Stripe holds one new charge, the order's total, on the shopper's Customer; the wallet's
  // one-time method is attached to nobody, and the shop saved no card.
  const charged = stack.double.charges().filter((charge) => !chargesBefore.has(charge.id));
  expect(charged).toEqual([
    expect.objectContaining({ amountCents: total, refundedCents: 0, customer: expect.stringMatching(/^cus_/) }),
  ]);
  expect(stack.double.paymentMethodsOf(charged[0]!.customer!)).not.toContain(methods[0]!.id);
  expect(await savedCards()).toBe(cardsBefore);
  // The order: one new order, the cart empty, in My Orders.
  const placed = (await orderIds()).filter((id) => !ordersBefore.includes(id));
  expect(placed).toHaveLength(1);
  expect((await gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }', {}, shopper.token)).cart.lineCount).toBe(
    0,
  );
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const list = page.getByRole('list', { name: 'My orders' });
  await expectVisible(list.getByRole('article').filter({ has: page.getByText(`#${placed[0]}`, { exact: true }) }));
});

test('a browser that offers no wallet: no wallet button and no empty box on checkout', async () => {
  const opened = await stripeStackContext(browser, stack, DESKTOP);
  context = opened.context;
  // The stand-in's Express Checkout Element then says no wallet will show, as Stripe.js does.
  await context.addInitScript(() => {
    (window as unknown as { __fakeStripeWallets: null }).__fakeStripeWallets = null;
  });
  const page = await context.newPage();
  await cartOfOneGroup();

  await openCheckout(page);
  // The Element was made and said so: its place is hidden.
  await page.locator('.express-checkout[hidden]').waitFor({ state: 'attached', timeout: 10_000 });
  expect(opened.stripeScripts).toHaveLength(1);
  expect(await page.getByRole('button', { name: /^Buy with/ }).count()).toBe(0);
  expect(await page.getByText('Or pay with your wallet').count()).toBe(0);
  await screenshot(page, 'checkout-no-wallet-desktop');
});
