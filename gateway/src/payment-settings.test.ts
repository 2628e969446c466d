import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway } from './test/gateway-client';

const QUERY = '{ paymentSettings { provider publishableKey } }';
const START_TIMEOUT_MS = 120_000;

let sandboxApi: ApiProcess;
let stripeApi: ApiProcess;

beforeAll(async () => {
  [sandboxApi, stripeApi] = await Promise.all([
    startApiProcess(),
    startApiProcess({
      STRIPE_SECRET_KEY: 'sk_test_gateway',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
      // Nothing may reach Stripe from this test.
      SETTLEMENT_INTERVAL_SECONDS: '0',
    }),
  ]);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([sandboxApi?.stop(), stripeApi?.stop()]);
});

async function paymentSettingsFrom(api: ApiProcess) {
  const gateway = await startTestGateway({ API_URL: api.url });
  try {
    const { status, body } = await gateway.graphql(QUERY);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(gateway.calls).toEqual([{ method: 'GET', path: 'payments/settings' }]);
    return body.data?.paymentSettings;
  } finally {
    await gateway.app.close();
  }
}

// The API's provider decides the web's card form; no session is needed to ask.
describe('paymentSettings', () => {
  test('the sandbox: provider SANDBOX and no key', async () => {
    expect(await paymentSettingsFrom(sandboxApi)).toEqual({ provider: 'SANDBOX', publishableKey: null });
  });

  test('Stripe: provider STRIPE and the publishable key the API was started with', async () => {
    expect(await paymentSettingsFrom(stripeApi)).toEqual({ provider: 'STRIPE', publishableKey: 'pk_test_gateway' });
  });
});
