import { RATE_LIMITS } from '../../lib/rate-limits';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import { confirmSetupAsShopper, type TestPaymentMethod } from '../../test/stripe-shopper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';

// Cards saved with Stripe as the shop's browser saves them: a SetupIntent for the
// shopper's one Stripe Customer, confirmed by the shopper's browser (here: the SDK with
// Stripe's test cards, against the local double), then saved by the API, which reads the
// SetupIntent from Stripe. What the shopper sees in the answers, and what Stripe holds.

let t: TestApp;
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type CardAnswer = { id: number; card_number: string; brand: string; default_card: boolean };

const as = (c: TestCustomer) => ({ authorization: c.token });

async function startSetup(c: TestCustomer) {
  const res = await t.app.inject({ method: 'POST', url: '/api/card/setup-intents', headers: as(c) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { setup_intent: string; client_secret: string };
}

const saveSetup = (c: TestCustomer, setupIntent: string, payload: object = { card_holder_name: 'Test Buyer' }) =>
  t.app.inject({ method: 'POST', url: `/api/card/setup-intents/${setupIntent}/save`, headers: as(c), payload });

/** The whole flow: a setup, the shopper's confirmation, the save; answers the saved card. */
async function saveCard(c: TestCustomer, card: TestPaymentMethod = 'pm_card_visa', defaultCard = false) {
  const { setup_intent } = await startSetup(c);
  await confirmSetupAsShopper(setup_intent, { apiBase: stripe.url, card });
  const res = await saveSetup(c, setup_intent, { card_holder_name: 'Test Buyer', default_card: defaultCard });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as CardAnswer;
}

async function listCards(c: TestCustomer) {
  const res = await t.app.inject({ method: 'GET', url: '/api/card', headers: as(c) });
  return res.json().data as CardAnswer[];
}

const stripeCustomersOf = (c: TestCustomer) => stripe.customers().filter((s) => s.shopCustomerId === String(c.id));

async function storedCustomerOf(c: TestCustomer) {
  const row = await t.handle.db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();
  return row.stripe_customer_id;
}

async function paymentMethodOf(cardId: number) {
  const row = await t.handle.db
    .selectFrom('cards')
    .select('provider_card_id')
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  return row.provider_card_id;
}

test('one Stripe Customer per shopper across three saved cards, each attached to it', async () => {
  const shopper = await createCustomer(t.handle.db);
  const setup = await startSetup(shopper);
  expect(setup).toEqual({
    setup_intent: expect.stringMatching(/^seti_/),
    client_secret: expect.stringContaining('_secret_'),
  });
  await confirmSetupAsShopper(setup.setup_intent, { apiBase: stripe.url });
  const res = await saveSetup(shopper, setup.setup_intent, { card_holder_name: 'Alice Buyer' });
  expect(res.json()).toEqual({
    status: 200,
    message: 'Card added successfully.',
    data: [
      {
        id: expect.any(Number),
        card_holder_name: 'Alice Buyer',
        card_number: '**** **** **** 4242',
        brand: 'Visa',
        exp_month: 12,
        exp_year: expect.any(Number),
        default_card: true,
      },
    ],
  });
  await saveCard(shopper, 'pm_card_mastercard');
  // A Stripe.js token from an API client joins the same Customer.
  const byToken = await t.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: as(shopper),
    payload: { card_holder_name: 'Alice Buyer', card_details: 'tok_chargeDeclinedInsufficientFunds' },
  });
  expect(byToken.statusCode).toBe(200);

  const cards = await listCards(shopper);
  expect(cards.map((c) => [c.brand, c.card_number])).toEqual([
    ['Visa', '**** **** **** 9995'],
    ['MasterCard', '**** **** **** 4444'],
    ['Visa', '**** **** **** 4242'],
  ]);
  const customers = stripeCustomersOf(shopper);
  expect(customers).toHaveLength(1);
  expect(await storedCustomerOf(shopper)).toBe(customers[0]!.id);
  const methods = await Promise.all(cards.map((c) => paymentMethodOf(c.id)));
  expect(stripe.paymentMethodsOf(customers[0]!.id).sort()).toEqual([...methods].sort());
  // The first card is the default, at Stripe too.
  expect(customers[0]!.defaultPaymentMethod).toBe(methods[2]);
});

test('two first cards saved at once make one Customer, and one default', async () => {
  const shopper = await createCustomer(t.handle.db);
  await Promise.all([saveCard(shopper, 'pm_card_visa'), saveCard(shopper, 'pm_card_mastercard')]);
  const customers = stripeCustomersOf(shopper);
  expect(customers).toHaveLength(1);
  expect(await storedCustomerOf(shopper)).toBe(customers[0]!.id);
  const cards = await listCards(shopper);
  expect(cards).toHaveLength(2);
  expect(cards.filter((c) => c.default_card)).toHaveLength(1);
  expect(stripe.paymentMethodsOf(customers[0]!.id)).toHaveLength(2);
});

test("another shopper's SetupIntent is not found and saves nothing; an unconfirmed one is refused", async () => {
  const [alice, mallory] = [await createCustomer(t.handle.db), await createCustomer(t.handle.db)];
  await saveCard(mallory);
  const { setup_intent } = await startSetup(alice);
  await confirmSetupAsShopper(setup_intent, { apiBase: stripe.url });

  let res = await saveSetup(mallory, setup_intent);
  expect(res.json()).toEqual({ status: 404, message: 'Card setup not found', data: null });
  // A shopper with no Customer yet is refused the same way.
  const newcomer = await createCustomer(t.handle.db);
  res = await saveSetup(newcomer, setup_intent);
  expect(res.json()).toEqual({ status: 404, message: 'Card setup not found', data: null });
  expect(await listCards(mallory)).toHaveLength(1);
  expect(await listCards(newcomer)).toEqual([]);

  res = await saveSetup(alice, 'seti_unknown');
  expect(res.json()).toEqual({ status: 404, message: 'Card setup not found', data: null });
  res = await saveSetup(alice, 'pm_123');
  expect(res.json()).toEqual({ status: 400, message: 'id must be a SetupIntent id (seti_...)', data: null });
  const unconfirmed = await startSetup(alice);
  res = await saveSetup(alice, unconfirmed.setup_intent);
  expect(res.json()).toEqual({
    status: 400,
    message: 'setup_intent has not succeeded (its status is requires_payment_method); confirm it first',
    data: null,
  });
  res = await saveSetup(alice, setup_intent, {});
  expect(res.json()).toEqual({ status: 400, message: 'card_holder_name is required', data: null });
  expect(await listCards(alice)).toEqual([]);

  // Its own shopper saves it.
  expect((await saveSetup(alice, setup_intent)).statusCode).toBe(200);
});

test('the same card again is already saved: the same setup twice keeps it, another setup of it is detached', async () => {
  const shopper = await createCustomer(t.handle.db);
  const { setup_intent } = await startSetup(shopper);
  await confirmSetupAsShopper(setup_intent, { apiBase: stripe.url });
  expect((await saveSetup(shopper, setup_intent)).statusCode).toBe(200);
  const [customer] = stripeCustomersOf(shopper);
  const saved = stripe.paymentMethodsOf(customer!.id);

  let res = await saveSetup(shopper, setup_intent);
  expect(res.json()).toEqual({ status: 409, message: 'This card is already saved.', data: null });
  expect(stripe.paymentMethodsOf(customer!.id)).toEqual(saved);

  // The same number (by Stripe's fingerprint) through a setup of its own.
  const again = await startSetup(shopper);
  await confirmSetupAsShopper(again.setup_intent, { apiBase: stripe.url });
  res = await saveSetup(shopper, again.setup_intent);
  expect(res.json()).toEqual({ status: 409, message: 'This card is already saved.', data: null });
  expect(await listCards(shopper)).toHaveLength(1);
  expect(stripe.paymentMethodsOf(customer!.id)).toEqual(saved);
});

test("the default card is the Customer's default at Stripe; a removed card is detached there", async () => {
  const shopper = await createCustomer(t.handle.db);
  const first = await saveCard(shopper, 'pm_card_visa');
  const second = await saveCard(shopper, 'pm_card_mastercard');
  const third = await saveCard(shopper, 'pm_card_chargeDeclinedInsufficientFunds', true);
  const [firstPm, secondPm, thirdPm] = await Promise.all([first, second, third].map((c) => paymentMethodOf(c.id)));
  const customer = () => stripeCustomersOf(shopper)[0]!;
  expect(customer().defaultPaymentMethod).toBe(thirdPm);

  let res = await t.app.inject({ method: 'PUT', url: `/api/card/${second.id}`, headers: as(shopper) });
  expect(res.json()).toEqual({ status: 200, message: 'Default card updated.', data: null });
  expect(customer().defaultPaymentMethod).toBe(secondPm);

  // Not the default: detached, the default stays.
  res = await t.app.inject({ method: 'DELETE', url: `/api/card/${first.id}`, headers: as(shopper) });
  expect(res.json()).toEqual({ status: 200, message: 'Card removed successfully.', data: null });
  expect(stripe.paymentMethodsOf(customer().id).sort()).toEqual([secondPm, thirdPm].sort());
  expect(customer().defaultPaymentMethod).toBe(secondPm);
  expect(firstPm).not.toBe(secondPm);

  // The default: detached, and the newest remaining card is the default, here and at Stripe.
  await t.app.inject({ method: 'DELETE', url: `/api/card/${second.id}`, headers: as(shopper) });
  expect((await listCards(shopper)).map((c) => [c.id, c.default_card])).toEqual([[third.id, true]]);
  expect(stripe.paymentMethodsOf(customer().id)).toEqual([thirdPm]);
  expect(customer().defaultPaymentMethod).toBe(thirdPm);
});

test('while Stripe is down, removing a card or changing the default answers 503 and changes nothing', async () => {
  const shopper = await createCustomer(t.handle.db);
  const first = await saveCard(shopper, 'pm_card_visa');
  const second = await saveCard(shopper, 'pm_card_mastercard');
  stripe.failNext('payment_methods', 'fail', 'fail', 'fail');
  let res = await t.app.inject({ method: 'DELETE', url: `/api/card/${first.id}`, headers: as(shopper) });
  expect(res.statusCode).toBe(503);
  stripe.failNext('customers', 'fail', 'fail', 'fail');
  res = await t.app.inject({ method: 'PUT', url: `/api/card/${second.id}`, headers: as(shopper) });
  expect(res.statusCode).toBe(503);
  expect((await listCards(shopper)).map((c) => [c.id, c.default_card])).toEqual([
    [second.id, false],
    [first.id, true],
  ]);
  expect(stripe.paymentMethodsOf(stripeCustomersOf(shopper)[0]!.id)).toHaveLength(2);
});

test('an order charges the stored Customer, without asking Stripe whose card it is', async () => {
  const shopper = await createCustomer(t.handle.db);
  const card = await saveCard(shopper);
  const groupId = await createGroup(t.handle.db, { booked: 0 });
  await addToCart(t.app, shopper.token, groupId, 1);
  const lookupsBefore = stripe.requestsTo('payment_methods');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { ...as(shopper), 'idempotency-key': `stripe-cards-${shopper.id}` },
    payload: { card_id: card.id },
  });
  expect(res.statusCode).toBe(200);
  const charge = stripe.charges().at(-1)!;
  expect(charge.customer).toBe(await storedCustomerOf(shopper));
  expect(charge.amountCents).toBe(Math.round(res.json().data.grand_total * 100));
  expect(stripe.requestsTo('payment_methods')).toBe(lookupsBefore);
});

test('starting card setups is limited like saving cards, per address and account', async () => {
  const shopper = await createCustomer(t.handle.db);
  const headers = { ...as(shopper), 'x-forwarded-for': '10.37.0.1' };
  for (let i = 0; i < RATE_LIMITS.cardAdds.max; i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/card/setup-intents', headers });
    expect(res.statusCode).toBe(200);
  }
  const refused = await t.app.inject({ method: 'POST', url: '/api/card/setup-intents', headers });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe('Too many requests. Please try again later.');
  expect(stripeCustomersOf(shopper)).toHaveLength(1);
});

test('needs a session', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/card/setup-intents' });
  expect(res.statusCode).toBe(401);
});
