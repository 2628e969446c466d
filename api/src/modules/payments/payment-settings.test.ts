import { createTestApp, type TestApp } from '../../test/test-app';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_settings', STRIPE_PUBLISHABLE_KEY: 'pk_test_settings' };

async function withApp(env: NodeJS.ProcessEnv, use: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ seed: false, env });
  try {
    await use(t);
  } finally {
    await t.close();
  }
}

describe('GET /api/payments/settings', () => {
  test('the sandbox answers no key, without a session', async () => {
    await withApp({}, async ({ app }) => {
      const answer = await app.inject({ method: 'GET', url: '/api/payments/settings' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 200,
        message: 'Payment settings fetched',
        data: { provider: 'sandbox', publishable_key: null },
      });
    });
  });

  test('the sandbox keeps a configured publishable key to itself', async () => {
    await withApp({ ...STRIPE_ENV, PAYMENT_PROVIDER: 'sandbox' }, async ({ app }) => {
      const answer = await app.inject({ method: 'GET', url: '/api/payments/settings' });
      expect(answer.json().data).toEqual({ provider: 'sandbox', publishable_key: null });
    });
  });

  test('Stripe answers its publishable key, and the sandbox token route is gone', async () => {
    await withApp(STRIPE_ENV, async ({ app }) => {
      const answer = await app.inject({ method: 'GET', url: '/api/payments/settings' });
      expect(answer.json().data).toEqual({ provider: 'stripe', publishable_key: 'pk_test_settings' });
      const tokens = await app.inject({ method: 'POST', url: '/api/payments/sandbox/tokens', payload: {} });
      expect(tokens.statusCode).toBe(404);
    });
  });
});
