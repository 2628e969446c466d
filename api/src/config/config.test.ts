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
      stripeApiBase: undefined,
      stripeWebhookSecret: undefined,
      paymentTimeoutMs: 15_000,
      paymentAuthenticationHoldMinutes: 15,
      publicUrl: 'http://localhost:4000',
      uploadDir: path.join(root, 'data', 'uploads'),
      s3: undefined,
      outboxDir: path.join(root, 'data', 'outbox'),
      smtpUrl: undefined,
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadUrlTtlMinutes: 30,
      documentsMaxPerCustomer: 30,
      uploadUrlsMaxOpen: 20,
      // Generated once into data/signing-secret and read back on every later start.
      signingSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      production: false,
      settlementIntervalSeconds: 60,
      mailMaxAttempts: 5,
      mailRetrySeconds: 30,
      mailFrom: { name: 'Group Buy Shop', address: 'no-reply@localhost' },
      mailReplyTo: undefined,
      mailPostalAddress: 'P.O. Box 12345, Dallas, TX 75201',
      shutdownTimeoutMs: 10_000,
      trustProxy: ['loopback'],
      redisUrl: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      passwordHashCost: 'standard',
    });
    expect(loadConfig({}).signingSecret).toBe(config.signingSecret);
    expect(loadConfig({ SETTLEMENT_INTERVAL_SECONDS: '0' }).settlementIntervalSeconds).toBe(0);
    expect(loadConfig({ PAYMENT_AUTHENTICATION_HOLD_MINUTES: '30' }).paymentAuthenticationHoldMinutes).toBe(30);
    for (const bad of ['0', '1441', '2.5', 'soon']) {
      expect(() => loadConfig({ PAYMENT_AUTHENTICATION_HOLD_MINUTES: bad })).toThrow(
        /PAYMENT_AUTHENTICATION_HOLD_MINUTES/,
      );
    }
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
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.28.0.5' }).trustProxy).toEqual(['10.0.0.0/8', '172.28.0.5']);
    expect(loadConfig({ METRICS_PORT: '9464', SHUTDOWN_TIMEOUT_MS: '2000' })).toMatchObject({
      metricsPort: 9464,
      shutdownTimeoutMs: 2000,
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  test("mail's sender, Reply-To and postal address: a name and address, or an address alone", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).mailFrom).toEqual({
      name: 'Group Buy Shop',
      address: 'no-reply@shop.example.com',
    });
    expect(
      loadConfig({
        MAIL_FROM: '"GroupBuy, Dallas" <orders@shop.example.com>',
        MAIL_REPLY_TO: ' help@shop.example.com ',
        MAIL_POSTAL_ADDRESS: '500 Commerce St, Fort Worth, TX 76102',
      }),
    ).toMatchObject({
      mailFrom: { name: 'GroupBuy, Dallas', address: 'orders@shop.example.com' },
      mailReplyTo: { name: '', address: 'help@shop.example.com' },
      mailPostalAddress: '500 Commerce St, Fort Worth, TX 76102',
    });
    expect(loadConfig({ MAIL_FROM: 'GroupBuy <orders@shop.example.com>' }).mailFrom).toEqual({
      name: 'GroupBuy',
      address: 'orders@shop.example.com',
    });
    for (const bad of ['GroupBuy', 'GroupBuy <not an address>', 'a@b.example, c@d.example', 'Shop <a@b.example']) {
      expect(() => loadConfig({ MAIL_FROM: bad })).toThrow(
        /MAIL_FROM: must be an e-mail address, optionally with a name: Shop <shop@example.com>/,
      );
    }
    expect(() => loadConfig({ MAIL_REPLY_TO: 'nobody' })).toThrow(/MAIL_REPLY_TO: must be an e-mail address/);
    expect(() => loadConfig({ MAIL_POSTAL_ADDRESS: 'Line one\nLine two' })).toThrow(
      /MAIL_POSTAL_ADDRESS: must be one line without control characters/,
    );
  });

  test('fails listing every problem at once', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid environment:\n {2}API_PORT: .+\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}LOG_LEVEL: .+/,
    );
  });

  describe('production (NODE_ENV=production)', () => {
    const complete = {
      NODE_ENV: 'production',
      SIGNING_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com/',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_y',
      STRIPE_WEBHOOK_SECRET: 'whsec_z',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_POSTAL_ADDRESS: '500 Commerce St, Fort Worth, TX 76102',
    };

    test('starts with every required setting given', () => {
      expect(loadConfig(complete)).toMatchObject({
        production: true,
        signingSecret: 's'.repeat(40),
        publicUrl: 'https://shop.example.com',
        paymentProvider: 'stripe',
        smtpUrl: 'smtp://mail.example.com:587',
      });
    });

    test('names every missing setting at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        'Invalid environment (NODE_ENV=production):\n' +
          '  SIGNING_SECRET: required in production (32 or more random characters)\n' +
          "  PUBLIC_URL: required in production (the shop's public https origin)\n" +
          '  PAYMENT_PROVIDER: required in production (stripe, or sandbox with ALLOW_SANDBOX_PAYMENTS=true)\n' +
          '  SMTP_URL: required in production (or ALLOW_OUTBOX_MAIL=true to write mail to files)',
      );
      const { SIGNING_SECRET: _secret, ...noSecret } = complete;
      expect(() => loadConfig({ ...noSecret, SIGNING_SECRET: '' })).toThrow(/^(?!.*PUBLIC_URL).*SIGNING_SECRET/s);
    });

    test('refuses the sandbox payments and the outbox mailer unless asked for by name', () => {
      const standIns = { ...complete, PAYMENT_PROVIDER: 'sandbox', SMTP_URL: '' };
      expect(() => loadConfig(standIns)).toThrow(/PAYMENT_PROVIDER: sandbox takes no real payments/);
      expect(() => loadConfig(standIns)).toThrow(/SMTP_URL: required in production/);
      expect(loadConfig({ ...standIns, ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_OUTBOX_MAIL: 'true' })).toMatchObject({
        paymentProvider: 'sandbox',
        smtpUrl: undefined,
        production: true,
      });
      expect(() => loadConfig({ ...standIns, ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(
        /ALLOW_SANDBOX_PAYMENTS: must be true or false/,
      );
    });

    test("Stripe in production needs its webhook endpoint's secret; outside production it may wait", () => {
      const { STRIPE_WEBHOOK_SECRET: _webhook, ...noWebhook } = complete;
      expect(() => loadConfig(noWebhook)).toThrow(/STRIPE_WEBHOOK_SECRET: required in production with Stripe/);
      expect(() => loadConfig({ ...complete, STRIPE_WEBHOOK_SECRET: 'sk_live_x' })).toThrow(
        /STRIPE_WEBHOOK_SECRET: must start with whsec_/,
      );
      expect(loadConfig(complete).stripeWebhookSecret).toBe('whsec_z');
      const { NODE_ENV: _production, ...development } = noWebhook;
      expect(loadConfig(development).stripeWebhookSecret).toBeUndefined();
    });

    test("mail through a mail server carries the shop's own postal address, not the demo's", () => {
      const { MAIL_POSTAL_ADDRESS: _address, ...demoAddress } = complete;
      expect(() => loadConfig(demoAddress)).toThrow(/MAIL_POSTAL_ADDRESS: required in production with SMTP_URL/);
      expect(loadConfig(complete).mailPostalAddress).toBe('500 Commerce St, Fort Worth, TX 76102');
      // Mail written to files reaches nobody: the demo's address may stay.
      expect(loadConfig({ ...demoAddress, SMTP_URL: '', ALLOW_OUTBOX_MAIL: 'true' }).mailPostalAddress).toBe(
        'P.O. Box 12345, Dallas, TX 75201',
      );
    });

    test("refuses the test suite's low password hashing cost", () => {
      expect(() => loadConfig({ ...complete, PASSWORD_HASH_COST: 'low' })).toThrow(
        /PASSWORD_HASH_COST: low is for tests only/,
      );
      expect(loadConfig({ ...complete, PASSWORD_HASH_COST: 'standard' }).passwordHashCost).toBe('standard');
      expect(loadConfig({ PASSWORD_HASH_COST: 'low' }).passwordHashCost).toBe('low');
      expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
    });
    test('accepts object storage for documents and media (S3 settings)', () => {
      const s3 = {
        S3_BUCKET: 'shop-files',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      };
      expect(loadConfig({ ...complete, ...s3 }).s3).toEqual({
        bucket: 'shop-files',
        endpoint: undefined,
        publicEndpoint: undefined,
        region: 'eu-central-1',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
        forcePathStyle: false,
      });
      // Without a key pair the SDK's own chain (an instance role) supplies credentials.
      expect(loadConfig({ ...complete, S3_BUCKET: 'shop-files' }).s3?.credentials).toBeUndefined();
      expect(() => loadConfig({ ...complete, S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'x' })).toThrow(
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
      );
      expect(() => loadConfig({ ...complete, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
        /S3_ENDPOINT: must be an http/,
      );
    });
  });
});
