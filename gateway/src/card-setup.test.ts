import { createDb, type DbHandle } from '../../api/src/db/kysely';
import { createCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import { startStripeDouble, type StripeDouble } from '../../api/src/test/stripe-double';
import { confirmSetupAsShopper } from '../../api/src/test/stripe-shopper';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Saving a card with Stripe through GraphQL, as the shop's card dialog does: startCardSetup,
// the browser's confirmation (here the SDK with Stripe's test card, against the local
// Stripe double the API talks to), completeCardSetup. And the same mutations with the sandbox.

const START = 'mutation { startCardSetup { setupIntentId clientSecret } }';
const COMPLETE = `mutation($i: CompleteCardSetupInput!) {
  completeCardSetup(input: $i) { message card { id maskedNumber brand isDefault } cards { id isDefault } }
}`;

let stripe: StripeDouble;
let stripeApi: ApiProcess;
let sandboxApi: ApiProcess;
let handle: DbHandle;
let gateway: TestGateway;

beforeAll(async () => {
  stripe = await startStripeDouble();
  [stripeApi, sandboxApi] = await Promise.all([
    startApiProcess({
      STRIPE_SECRET_KEY: 'sk_test_gateway',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
      STRIPE_API_BASE: stripe.url,
      SETTLEMENT_INTERVAL_SECONDS: '0',
    }),
    startApiProcess(),
  ]);
  handle = createDb(stripeApi.database);
  gateway = await startTestGateway({ API_URL: stripeApi.url });
}, 120_000);
afterAll(async () => {
  await gateway?.app.close();
  await handle?.db.destroy();
  await Promise.all([stripeApi?.stop(), sandboxApi?.stop()]);
  await stripe?.close();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

async function startSetup(token: string) {
  const { body } = await gateway.graphql(START, {}, token);
  expect(body.errors).toBeUndefined();
  return (body.data as { startCardSetup: { setupIntentId: string; clientSecret: string } }).startCardSetup;
}

test('a card saved through a SetupIntent the browser confirmed: the answer and the whole list', async () => {
  const shopper = await createCustomer(handle.db);
  const setup = await startSetup(shopper.token);
  expect(setup).toEqual({ setupIntentId: expect.stringMatching(/^seti_/), clientSecret: expect.any(String) });
  await confirmSetupAsShopper(setup.setupIntentId, { apiBase: stripe.url, secretKey: 'sk_test_gateway' });

  const { body } = await gateway.graphql(
    COMPLETE,
    { i: { setupIntentId: setup.setupIntentId, holderName: 'Sam Shopper' } },
    shopper.token,
  );
  expect(body.errors).toBeUndefined();
  const answer = (body.data as { completeCardSetup: { card: { id: string }; cards: unknown[] } }).completeCardSetup;
  expect(answer).toEqual({
    message: 'Card added successfully.',
    card: { id: expect.any(String), maskedNumber: '**** **** **** 4242', brand: 'Visa', isDefault: true },
    cards: [{ id: answer.card.id, isDefault: true }],
  });
  expect(stripe.customers().filter((c) => c.shopCustomerId === String(shopper.id))).toHaveLength(1);
});

test("another customer's SetupIntent is NOT_FOUND; a bad id or name is refused before the API", async () => {
  const [alice, mallory] = [await createCustomer(handle.db), await createCustomer(handle.db)];
  const setup = await startSetup(alice.token);
  await confirmSetupAsShopper(setup.setupIntentId, { apiBase: stripe.url, secretKey: 'sk_test_gateway' });
  await startSetup(mallory.token);

  let answer = await gateway.graphql(
    COMPLETE,
    { i: { setupIntentId: setup.setupIntentId, holderName: 'Mallory' } },
    mallory.token,
  );
  expect(answer.body.errors).toEqual([
    expect.objectContaining({
      message: 'Card setup not found',
      extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
    }),
  ]);

  gateway.calls.length = 0;
  for (const [input, message] of [
    [{ setupIntentId: 'pm_123', holderName: 'Alice' }, 'setupIntentId must be a SetupIntent id (seti_...)'],
    [{ setupIntentId: 'seti_../../x', holderName: 'Alice' }, 'setupIntentId must be a SetupIntent id (seti_...)'],
    [{ setupIntentId: setup.setupIntentId, holderName: ' ' }, 'holderName is required'],
  ] as const) {
    answer = await gateway.graphql(COMPLETE, { i: input }, alice.token);
    expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  }
  expect(gateway.calls).toEqual([]);
});

test('with the sandbox, startCardSetup is NOT_FOUND, saying why', async () => {
  const sandboxGateway = await startTestGateway({ API_URL: sandboxApi.url });
  const sandboxDb = createDb(sandboxApi.database);
  try {
    const shopper = await createCustomer(sandboxDb.db);
    const { body } = await sandboxGateway.graphql(START, {}, shopper.token);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Card setups are only for payments through Stripe',
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
  } finally {
    await sandboxGateway.app.close();
    await sandboxDb.db.destroy();
  }
});
