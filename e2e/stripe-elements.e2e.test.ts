import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { StripeDouble } from '../api/src/test/stripe-double';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { clickInDialog, expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, screenshot, VIEWPORTS } from './support/browser';
import { gql } from './support/graphql';
import { E2E_BASE_URL, E2E_GATEWAY_PORT } from './support/stack';
import { startStripeStack, stripeStackContext, STRIPE_PUBLISHABLE_KEY, type StripeStack } from './support/stripe-stack';

// 'Add new card' picks its form at run time from the API's configuration. The shared e2e
// stack runs the sandbox: the shop must make no request to any other origin. A second
// stack of the same build, with Stripe keys, shows Stripe Elements; js.stripe.com is
// answered by a stand-in (the test runs offline), and Stripe's API, for the shop's API and
// for the stand-in's confirmCardSetup alike, by the local Stripe double. What is checked is
// the shop's side: Stripe.js requested once with the configured key, the product rules'
// messages, Stripe's answer to a declined card, and a card saved through a SetupIntent.
// Then 3-D Secure at order time (docs/decisions.md "3-D Secure at order time"): a card whose
// bank asks the shopper to confirm each payment, saved through the same dialog; the order is
// held, the stand-in's handleNextAction answers the double's challenge (complete, or fail),
// and the shop completes the order, or shows the API's refusal with the cart given back.

const STRIPE_GATEWAY_PORT = E2E_GATEWAY_PORT + 20;
const STRIPE_API_PORT = E2E_GATEWAY_PORT + 30;
const STRIPE_BASE_URL = `http://127.0.0.1:${STRIPE_GATEWAY_PORT}`;
const DECLINED = '4000 0000 0000 0002';
const MASTERCARD = '5555 5555 5555 4444';
// Stripe's test card whose bank asks for authentication at every charge (the double: each one).
const THREE_D_SECURE = '4000 0025 0000 3155';
const ORDER_SUCCESS_TEXT = 'Thank you - Payment is successfully processsed and your order is on the way';
const RELEASED_TEXT =
  'Your bank did not confirm this payment, so your order was not placed and nothing was charged. Its items are back in your cart: please pay with another card.';
const [DESKTOP, MOBILE] = VIEWPORTS;

let browser: Browser;
let stripeStack: StripeStack | undefined;
let stripeDouble: StripeDouble;

async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

// 'Add new card' from the dashboard's Saved Cards tab: the same dialog as checkout's card
// picker, reached without putting anything in the shared demo shopper's cart (checkout
// with an empty cart has no card picker).
async function openAddCard(page: Page): Promise<Locator> {
  await page.goto('/dashboard?tab=cards');
  await expectVisible(page.getByRole('heading', { name: 'Manage Saved Cards' }));
  await page.getByRole('button', { name: 'Add new card' }).click();
  return page.getByRole('dialog', { name: 'Add new card' });
}

// A context on the Stripe stack (support/stripe-stack.ts), with every body it posts to the
// shop's own origin kept (card numbers must never be among them).
async function stripeContext(viewport: { width: number; height: number }) {
  const { context, stripeScripts } = await stripeStackContext(browser, stripeStack!, viewport);
  const posted: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(STRIPE_BASE_URL)) posted.push(request.postData() ?? '');
  });
  return { context, page: await context.newPage(), stripeScripts, posted };
}

beforeAll(async () => {
  browser = await launchChromium();
  stripeStack = await startStripeStack({ gatewayPort: STRIPE_GATEWAY_PORT, apiPort: STRIPE_API_PORT });
  stripeDouble = stripeStack.double;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stripeStack?.stop();
});

describe('without a Stripe key (the sandbox)', () => {
  test('the sandbox form, and not one request leaves the shop', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: E2E_BASE_URL });
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(E2E_BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
    });
    const page = await context.newPage();
    try {
      await signIn(page);
      const dialog = await openAddCard(page);
      await expectVisible(dialog.getByLabel('Expiry month'));
      expect(await page.evaluate(() => 'Stripe' in window)).toBe(false);
      expect(elsewhere).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('with a Stripe publishable key', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  test(`at ${DESKTOP.width} px: Stripe Elements, the product rules' messages, a declined card, then a card saved`, async () => {
    const opened = await stripeContext(DESKTOP);
    context = opened.context;
    const { page, stripeScripts, posted } = opened;
    await signIn(page);
    const dialog = await openAddCard(page);

    const number = dialog.getByLabel('Credit or debit card number');
    await expectVisible(number);
    expect(await dialog.getByLabel('Expiry month').count()).toBe(0);
    await clickInDialog(page, dialog.getByRole('button', { name: 'Save card' }));
    await expectVisible(dialog.getByText('Please enter name'));
    await expectVisible(dialog.getByText('Card number is required'));
    await expectVisible(dialog.getByText('Please enter correct month and year'));
    await expectVisible(dialog.getByText('Please enter correct cvv'));
    await screenshot(page, 'add-card-stripe-errors-desktop');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Card holder name').fill('Sam Shopper');
    await number.fill(DECLINED);
    await dialog.getByLabel('Credit or debit card expiration date').fill('12 / 34');
    await dialog.getByLabel('Credit or debit card CVC/CVV').fill('123');
    // The Element reports its change asynchronously; the message leaves once it has.
    await dialog.getByText('Card number is required').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'add-card-stripe-filled-desktop');
    await dialog.getByRole('button', { name: 'Save card' }).click();

    await expectVisible(page.getByText('Your card was declined.'));
    expect(await dialog.isVisible()).toBe(true);

    // Another card, confirmed against the same SetupIntent, is saved to the shopper's Customer.
    await number.fill(MASTERCARD);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expectVisible(page.getByText('Successfully add your card.'));
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expectVisible(page.getByText('**** **** **** 4444'));
    expect(await page.evaluate(() => (window as unknown as { __fakeStripe: unknown }).__fakeStripe)).toEqual({
      keys: [STRIPE_PUBLISHABLE_KEY],
      tokens: [],
      setups: [{ name: 'Sam Shopper' }, { name: 'Sam Shopper' }],
    });
    expect(stripeScripts).toHaveLength(1);
    const [customer, ...others] = stripeDouble.customers();
    expect(others).toEqual([]);
    expect(stripeDouble.paymentMethodsOf(customer!.id)).toHaveLength(1);
    // The card numbers went to Stripe only, never to the shop's origin.
    const numbers = ['4000000000000002', '5555555555554444'];
    expect(posted.filter((body) => numbers.some((n) => body.replace(/\s+/g, '').includes(n)))).toEqual([]);
  });

  test(`at ${MOBILE.width} px: the Stripe fields fit and show their messages`, async () => {
    const opened = await stripeContext(MOBILE);
    context = opened.context;
    const { page } = opened;
    await signIn(page);
    const dialog = await openAddCard(page);
    await expectVisible(dialog.getByLabel('Credit or debit card number'));
    await clickInDialog(page, dialog.getByRole('button', { name: 'Save card' }));
    await expectVisible(dialog.getByText('Please enter correct cvv'));
    await screenshot(page, 'add-card-stripe-errors-mobile');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
  });
});

interface GroupFacts {
  id: string;
  quantityBooked: number;
  unitsLeft: number;
  status: string;
}

/** One GraphQL operation on the Stripe stack (test set-up and the server's side of what the shopper sees). */
const stripeGql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gql<T>(query, variables, token, STRIPE_BASE_URL);

async function groupFacts(id: string): Promise<GroupFacts> {
  const data = await stripeGql<{ group: GroupFacts }>(
    'query ($id: ID!) { group(id: $id) { id quantityBooked unitsLeft status } }',
    { id },
  );
  return data.group;
}

async function cartLineCount(token: string): Promise<number> {
  return (await stripeGql<{ cart: { lineCount: number } }>('{ cart { lineCount } }', {}, token)).cart.lineCount;
}

async function orderIds(token: string): Promise<string[]> {
  const data = await stripeGql<{ orderLines: { nodes: { orderId: string }[] } }>(
    '{ orderLines(first: 100) { nodes { orderId } } }',
    {},
    token,
  );
  return [...new Set(data.orderLines.nodes.map((line) => line.orderId))];
}

describe(`3-D Secure at order time, at ${DESKTOP.width} px`, () => {
  let context: BrowserContext | undefined;
  let shopper: { token: string; zipCode: string };
  // Each test orders a group of its own.
  const used = new Set<string>();

  beforeAll(async () => {
    const data = await stripeGql<{ login: { token: string; zipCode: string } }>(
      'mutation ($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { token zipCode } }',
      { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    );
    shopper = data.login;
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Empties the demo shopper's cart, then puts one unit of an open group no other test ordered in it. */
  async function cartOfOneGroup(): Promise<GroupFacts> {
    const cart = await stripeGql<{ cart: { lines: { cartItemId: string }[] } }>(
      '{ cart { lines { cartItemId } } }',
      {},
      shopper.token,
    );
    for (const line of cart.cart.lines) {
      await stripeGql(
        'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
        { id: line.cartItemId },
        shopper.token,
      );
    }
    const listed = await stripeGql<{ groups: { nodes: { id: string; status: string }[] } }>(
      'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 60) { nodes { id status } } }',
      { zip: shopper.zipCode },
      shopper.token,
    );
    for (const { id, status } of listed.groups.nodes) {
      if (status !== 'OPEN' || used.has(id)) continue;
      const facts = await groupFacts(id);
      if (facts.status !== 'OPEN' || facts.unitsLeft < 1) continue;
      used.add(id);
      await stripeGql(
        'mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
        { g: id },
        shopper.token,
      );
      return facts;
    }
    throw new Error('no open group with units left');
  }

  /**
   * At checkout: the 3-D Secure test card chosen, saved first through 'Add new card' (a
   * SetupIntent the stand-in confirms) unless the shopper has it already (Stripe's
   * fingerprint: the shop saves a card number once). Answers whether it was saved now.
   */
  async function chooseThreeDSecureCard(page: Page): Promise<boolean> {
    const saved = page.getByRole('radiogroup', { name: 'Saved cards' }).getByRole('radio', { name: /3155/ });
    await expectVisible(page.getByRole('radiogroup', { name: 'Saved cards' }));
    const missing = (await saved.count()) === 0;
    if (missing) {
      await page.getByRole('button', { name: 'Add new card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add new card' });
      const number = dialog.getByLabel('Credit or debit card number');
      await expectVisible(number);
      await dialog.getByLabel('Card holder name').fill('Secure Sam');
      await number.fill(THREE_D_SECURE);
      await dialog.getByLabel('Credit or debit card expiration date').fill('12 / 34');
      await dialog.getByLabel('Credit or debit card CVC/CVV').fill('123');
      await dialog.getByRole('button', { name: 'Save card' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await saved.check();
    return missing;
  }

  /** What the checkout says the order costs, in cents. */
  async function grandTotalCents(page: Page): Promise<number> {
    const text = (await page.locator('.order-detail__grand dd').textContent()) ?? '';
    return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  }

  async function openCheckout(page: Page): Promise<void> {
    await page.goto('/checkout');
    // A full page load of the checkout (its addresses, cart and cards): time for a busy machine.
    await expectVisible(page.getByRole('heading', { name: 'Order Detail' }), 20_000);
  }

  test("the bank's check is completed: the order is placed, charged once, and on My Orders", async () => {
    const opened = await stripeContext(DESKTOP);
    context = opened.context;
    const { page } = opened;
    const group = await cartOfOneGroup();
    const ordersBefore = await orderIds(shopper.token);
    const chargesBefore = new Set(stripeDouble.charges().map((charge) => charge.id));
    const challengesBefore = stripeDouble.requestsTo('test_helpers');

    await signIn(page);
    await openCheckout(page);
    // The stack's first 3-D Secure test: the card is saved through the SetupIntent dialog.
    expect(await chooseThreeDSecureCard(page)).toBe(true);
    const total = await grandTotalCents(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 15_000 });
    await expectVisible(page.getByText(ORDER_SUCCESS_TEXT));
    await screenshot(page, 'order-success-3ds-desktop');

    // The stand-in answered the double's challenge once, and Stripe holds one charge: the order's total.
    expect(stripeDouble.requestsTo('test_helpers') - challengesBefore).toBe(1);
    const charged = stripeDouble.charges().filter((charge) => !chargesBefore.has(charge.id));
    expect(charged).toEqual([expect.objectContaining({ amountCents: total, refundedCents: 0 })]);
    expect(stripeDouble.paymentIntent(charged[0]!.id)?.status).toBe('succeeded');
    // The order, placed: one new order of the group's unit, the cart empty.
    const placed = (await orderIds(shopper.token)).filter((id) => !ordersBefore.includes(id));
    expect(placed).toHaveLength(1);
    expect(await cartLineCount(shopper.token)).toBe(0);
    expect((await groupFacts(group.id)).quantityBooked).toBe(group.quantityBooked + 1);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'My Orders' }).click();
    const list = page.getByRole('list', { name: 'My orders' });
    await expectVisible(list.getByRole('article').filter({ has: page.getByText(`#${placed[0]}`, { exact: true }) }));
  });

  test("the bank's check fails: the API's message, the cart back on screen, nothing charged or booked", async () => {
    const opened = await stripeContext(DESKTOP);
    context = opened.context;
    const { page } = opened;
    const group = await cartOfOneGroup();
    const ordersBefore = await orderIds(shopper.token);
    const chargesBefore = stripeDouble.charges().length;

    await signIn(page);
    await openCheckout(page);
    await chooseThreeDSecureCard(page);
    const total = await grandTotalCents(page);
    // The shopper fails the bank's check (the stand-in's answer on the double's test page).
    await page.evaluate(() => {
      (window as unknown as { __fakeStripeChallenge: string }).__fakeStripeChallenge = 'fail';
    });
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expectVisible(page.getByText(RELEASED_TEXT), 15_000);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    // The released order's items are back: the order detail shows them, with Place Order.
    await expectVisible(page.getByRole('button', { name: 'Place Order' }));
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
    expect(await grandTotalCents(page)).toBe(total);
    await screenshot(page, 'checkout-3ds-failed-desktop');

    expect(stripeDouble.charges()).toHaveLength(chargesBefore);
    expect(await orderIds(shopper.token)).toEqual(ordersBefore);
    expect(await cartLineCount(shopper.token)).toBe(1);
    expect((await groupFacts(group.id)).quantityBooked).toBe(group.quantityBooked);
  });
});
