import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  test('runs locally with no environment at all', () => {
    const config = loadConfig({});
    const root = path.resolve(__dirname, '../../..');
    expect(config).toEqual({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      sqliteFile: path.join(root, 'data', 'shop.db'),
      mediaDir: path.join(root, 'data', 'media'),
      sessionTtlHours: 168,
      logLevel: 'info',
      platformFeeRate: 0.02,
      stripeSecretKey: undefined,
      stripePublishableKey: undefined,
      paymentProvider: 'sandbox',
      publicUrl: 'http://localhost:4000',
      uploadDir: path.join(root, 'data', 'uploads'),
      outboxDir: path.join(root, 'data', 'outbox'),
      smtpUrl: undefined,
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadUrlTtlMinutes: 30,
      // Generated once into data/signing-secret and read back on every later start.
      signingSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      production: false,
      settlementIntervalSeconds: 60,
    });
    expect(loadConfig({}).signingSecret).toBe(config.signingSecret);
    expect(loadConfig({ SETTLEMENT_INTERVAL_SECONDS: '0' }).settlementIntervalSeconds).toBe(0);
  });

  test('pays through Stripe when a secret key is set, unless PAYMENT_PROVIDER says sandbox', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' };
    expect(loadConfig(keys)).toMatchObject({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_y' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(/STRIPE_SECRET_KEY: must start with sk_/);
  });

  test('Stripe needs a publishable key of the same mode as the secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required when payments go through Stripe/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: a test key, but STRIPE_SECRET_KEY is a live key/,
    );
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_y' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must start with pk_/,
    );
    // The sandbox needs no key and ignores one.
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_y' }).paymentProvider).toBe('sandbox');
  });

  test('reads every variable and treats an empty one as unset', () => {
    const config = loadConfig({
      API_PORT: '5000',
      DATABASE_URL: 'postgres://u@h/db',
      SQLITE_FILE: '',
      SESSION_TTL_HOURS: '2',
      LOG_LEVEL: 'warn',
      PLATFORM_FEE_RATE: '0.05',
    });
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: 'postgres://u@h/db',
      sessionTtlHours: 2,
      logLevel: 'warn',
      platformFeeRate: 0.05,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  test('fails listing every problem at once', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid environment:\n {2}API_PORT: .+\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}LOG_LEVEL: .+/,
    );
  });
});
