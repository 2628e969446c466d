import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateSigningSecret } from './signing-secret';

// The repository root (api/src/config -> api/src -> api -> root): the embedded defaults keep all local
// state under <root>/data so `npm start` needs no set-up.
const repoRoot = path.resolve(__dirname, '../../..');

// An empty variable (e.g. `DATABASE_URL=` in a .env file) means "not set".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const flag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
);

/** The demo's postal address (the web's footer shows the same, web/src/lib/support-contact.ts). */
const DEMO_POSTAL_ADDRESS = 'P.O. Box 12345, Dallas, TX 75201';

/** A mail address with its display name, as nodemailer takes it (the name is encoded there, never pasted). */
export type Mailbox = { name: string; address: string };

const MAILBOX_FORM = /^(?:(?<name>[^<>\p{Cc}]*?)\s*<(?<inBrackets>[^<>\s]+)>|(?<bare>[^<>\s]+))$/u;

/** 'Name <address>' or a bare address, read into a Mailbox; the address must be an e-mail address. */
const mailbox = z
  .string()
  .trim()
  .transform((value, ctx): Mailbox => {
    const groups = MAILBOX_FORM.exec(value)?.groups;
    const address = groups?.inBrackets ?? groups?.bare ?? '';
    if (!z.email().safeParse(address).success) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an e-mail address, optionally with a name: Shop <shop@example.com>',
      });
      return z.NEVER;
    }
    return { name: (groups?.name ?? '').replace(/^"(.*)"$/, '$1').trim(), address };
  });

export const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SQLITE_FILE: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'shop.db'))),
  MEDIA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'media'))),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLATFORM_FEE_RATE: z.coerce.number().min(0).max(1).default(0.02),
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    blankToUndefined,
    z.string().startsWith('pk_', 'must start with pk_').optional(),
  ),
  PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'stripe']).optional()),
  // The signing secret of the shop's Stripe webhook endpoint (docs/decisions.md "Stripe webhooks").
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  ),
  // Where the Stripe SDK sends its calls; only for a local stand-in (tests, stripe-mock).
  STRIPE_API_BASE: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // How long an order waits for the shopper's 3-D Secure before it is released (docs/decisions.md "3-D Secure at order time").
  PAYMENT_AUTHENTICATION_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:4000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  UPLOAD_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'uploads'))),
  OUTBOX_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'outbox'))),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  UPLOAD_URL_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(7 * 24 * 60)
    .default(30),
  // One customer's documents (docs/decisions.md "Document caps"): kept ones plus those still
  // waiting for their bytes, and of those, how many upload URLs may be open at once.
  DOCUMENTS_MAX_PER_CUSTOMER: z.coerce.number().int().positive().max(1000).default(30),
  UPLOAD_URLS_MAX_OPEN: z.coerce.number().int().positive().max(1000).default(20),
  SIGNING_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().optional()),
  // Production refuses the sandbox payments and the outbox mailer unless these say yes
  // (a staging shop that must not charge real cards or mail real people).
  ALLOW_SANDBOX_PAYMENTS: flag,
  ALLOW_OUTBOX_MAIL: flag,
  // OpenTelemetry: spans go to this OTLP/HTTP collector; unset, tracing is off. Read by the
  // tracing set-up (tracing.ts, before anything loads); checked here so a typo stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // Whose X-Forwarded-For the API believes: the gateway's address(es). 'loopback' when the
  // gateway runs on the same host; addresses or CIDRs, comma-separated, when it does not.
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .transform((value) => value.split(',').map((entry) => entry.trim())),
  // Redis for the rate-limit counts shared by every API instance; unset, in the process.
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  // S3-compatible object storage for customer documents and catalogue media
  // (docs/decisions.md#files); unset S3_BUCKET keeps them on local disk.
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().min(3).max(63).optional()),
  // Any S3-compatible server (MinIO, a test server); unset, AWS's own endpoint for the region.
  S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  // The address browsers reach the storage at, when it differs from the API's (compose:
  // the API talks to http://minio:9000, browsers to the published port). Presigned URLs
  // are signed for their host, so they must be made for this one.
  S3_PUBLIC_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Unset, the SDK's own chain (AWS_* variables, an instance role) supplies credentials.
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  // Path-style addresses (http://host/bucket/key): MinIO and most local servers need them.
  S3_FORCE_PATH_STYLE: flag,
  // Prometheus metrics on their own port; unset, no metrics listener.
  METRICS_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SETTLEMENT_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(60),
  // Mail is queued and sent by the mail job: tries before a mail counts as failed (a dead
  // letter for `npm run admin -- mail:list --failed`), and the first wait, doubled per try.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Who mail comes from and where answers go (docs/decisions.md "Mail templates"): an
  // address, or a name and an address ('GroupBuy <orders@shop.example>'). Unset, From is
  // no-reply@<PUBLIC_URL's host> and there is no Reply-To.
  MAIL_FROM: z.preprocess(blankToUndefined, mailbox.optional()),
  MAIL_REPLY_TO: z.preprocess(blankToUndefined, mailbox.optional()),
  // The shop's postal address, in every mail's footer (CAN-SPAM asks it of every marketing
  // mail, e.g. the price-drop mail). The local default is the demo's made-up box;
  // production with a mail server requires it.
  MAIL_POSTAL_ADDRESS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(1)
      .max(200, 'must be at most 200 characters')
      .regex(/^[^\p{Cc}]*$/u, 'must be one line without control characters')
      .default(DEMO_POSTAL_ADDRESS),
  ),
  // 'low' hashes passwords at a small fraction of the production cost: for the test suite,
  // which signs in thousands of times (docs/decisions.md "Password hashing"); production refuses it.
  PASSWORD_HASH_COST: z.preprocess(blankToUndefined, z.enum(['standard', 'low']).default('standard')),
});

/** Where customer documents and catalogue media live when not on local disk. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  /** The endpoint presigned URLs are made for (what browsers reach); the API's own when unset. */
  publicEndpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the SQLite file is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  mediaDir: string;
  sessionTtlHours: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  platformFeeRate: number;
  stripeSecretKey: string | undefined;
  /** The browser's key for Stripe Elements; always set when paymentProvider is stripe. */
  stripePublishableKey: string | undefined;
  /** Stripe when a secret key is set (unless PAYMENT_PROVIDER says otherwise), else the sandbox. */
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe's API address when it is not Stripe's own (a local stand-in). */
  stripeApiBase: string | undefined;
  /**
   * Checks the signature of Stripe's webhook events; unset, the webhook route answers 404
   * (required in production with Stripe).
   */
  stripeWebhookSecret: string | undefined;
  /** How long one call to the payment provider may take before it counts as failed (the SDK retries twice). */
  paymentTimeoutMs: number;
  /** How long an order held for its card's 3-D Secure keeps its units before it is released. */
  paymentAuthenticationHoldMinutes: number;
  /** The public origin (the gateway): links in mails and signed upload URLs start with it. */
  publicUrl: string;
  uploadDir: string;
  /** Object storage for documents and media when S3_BUCKET is set; local disk (uploadDir, mediaDir) otherwise. */
  s3: S3Config | undefined;
  outboxDir: string;
  /** Mail goes through SMTP when set, else into files in outboxDir. */
  smtpUrl: string | undefined;
  uploadMaxBytes: number;
  uploadUrlTtlMinutes: number;
  /** The most documents one customer may keep, counting those whose upload URL is still open. */
  documentsMaxPerCustomer: number;
  /** The most upload URLs one customer may hold open (announced, not yet uploaded, not expired). */
  uploadUrlsMaxOpen: number;
  /** HMAC key of upload and invoice URLs. */
  signingSecret: string;
  /** Redis for state shared by the API instances (rate-limit counts); in the process when unset. */
  redisUrl: string | undefined;
  /** The addresses whose X-Forwarded-For names the client (the gateway's). */
  trustProxy: string[];
  /** Where `GET /metrics` listens; no metrics listener when the port is unset. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** How long a SIGTERM may wait for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How often the settlement job runs in the API process; 0 turns it off. */
  settlementIntervalSeconds: number;
  /** Tries of one mail before it is given up ('failed'). */
  mailMaxAttempts: number;
  /** The wait after a mail's first failed try; doubled after each further one. */
  mailRetrySeconds: number;
  /** Every mail's From: MAIL_FROM, else 'Group Buy Shop <no-reply@PUBLIC_URL's host>'. */
  mailFrom: Mailbox;
  /** Where answers to a mail go (Reply-To); none when unset. */
  mailReplyTo: Mailbox | undefined;
  /** The postal address in every mail's footer. */
  mailPostalAddress: string;
  /** Outside production the outbox mailer also logs links, so a developer can click them. */
  production: boolean;
  /** scrypt's cost for new password hashes: 'low' only in tests (auth/password.ts). */
  passwordHashCost: 'standard' | 'low';
};

/**
 * Parses the environment once. A bad value stops the process at start with every
 * problem listed, instead of failing later on the first request that needs it.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) checkProductionSettings(env, e);
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (paymentProvider === 'stripe') checkStripeKeys(e.STRIPE_SECRET_KEY ?? '', e.STRIPE_PUBLISHABLE_KEY);
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: path.resolve(e.SQLITE_FILE),
    mediaDir: path.resolve(e.MEDIA_DIR),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    platformFeeRate: e.PLATFORM_FEE_RATE,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    paymentProvider,
    stripeApiBase: e.STRIPE_API_BASE,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    paymentTimeoutMs: e.PAYMENT_TIMEOUT_MS,
    paymentAuthenticationHoldMinutes: e.PAYMENT_AUTHENTICATION_HOLD_MINUTES,
    publicUrl: e.PUBLIC_URL,
    uploadDir: path.resolve(e.UPLOAD_DIR),
    s3: s3ConfigOf(e),
    outboxDir: path.resolve(e.OUTBOX_DIR),
    smtpUrl: e.SMTP_URL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadUrlTtlMinutes: e.UPLOAD_URL_TTL_MINUTES,
    documentsMaxPerCustomer: e.DOCUMENTS_MAX_PER_CUSTOMER,
    uploadUrlsMaxOpen: e.UPLOAD_URLS_MAX_OPEN,
    // Outside production a missing secret is made once and kept under data/, so links
    // survive a restart of the demo; production requires it (checkProductionSettings).
    signingSecret: e.SIGNING_SECRET ?? loadOrCreateSigningSecret(path.join(repoRoot, 'data', 'signing-secret')),
    production,
    settlementIntervalSeconds: e.SETTLEMENT_INTERVAL_SECONDS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    mailFrom: e.MAIL_FROM ?? { name: 'Group Buy Shop', address: `no-reply@${new URL(e.PUBLIC_URL).hostname}` },
    mailReplyTo: e.MAIL_REPLY_TO,
    mailPostalAddress: e.MAIL_POSTAL_ADDRESS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  // Half a key pair is a typo, not a request for the SDK's chain.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Production mode (NODE_ENV=production, docs/decisions.md#production-mode): settings
 * whose local defaults would be wrong for a real shop must be given, and the stand-ins
 * (sandbox payments, mail written to files) must be asked for by name. Every problem
 * is listed at once.
 */
function checkProductionSettings(env: NodeJS.ProcessEnv, e: z.infer<typeof envSchema>): void {
  const problems: string[] = [];
  const given = (name: string) => blankToUndefined(env[name]) !== undefined;
  if (!given('SIGNING_SECRET')) problems.push('SIGNING_SECRET: required in production (32 or more random characters)');
  if (!given('PUBLIC_URL')) problems.push("PUBLIC_URL: required in production (the shop's public https origin)");
  if (!e.PAYMENT_PROVIDER) {
    problems.push('PAYMENT_PROVIDER: required in production (stripe, or sandbox with ALLOW_SANDBOX_PAYMENTS=true)');
  } else if (e.PAYMENT_PROVIDER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push('PAYMENT_PROVIDER: sandbox takes no real payments; set ALLOW_SANDBOX_PAYMENTS=true to run it anyway');
  } else if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) {
    // Without it refunds that fail later, disputes and late payments never reach the shop.
    problems.push("STRIPE_WEBHOOK_SECRET: required in production with Stripe (the webhook endpoint's whsec_… secret)");
  }
  if (!e.SMTP_URL && !e.ALLOW_OUTBOX_MAIL) {
    problems.push('SMTP_URL: required in production (or ALLOW_OUTBOX_MAIL=true to write mail to files)');
  }
  // Mail that reaches people must carry the shop's real address, not the demo's.
  if (e.SMTP_URL && !given('MAIL_POSTAL_ADDRESS')) {
    problems.push(
      "MAIL_POSTAL_ADDRESS: required in production with SMTP_URL (the shop's postal address, in every mail)",
    );
  }
  if (e.PASSWORD_HASH_COST === 'low')
    problems.push('PASSWORD_HASH_COST: low is for tests only; production hashes at standard');
  if (problems.length) throw new Error(`Invalid environment (NODE_ENV=production):\n  ${problems.join('\n  ')}`);
}

// With Stripe, the only way to save a card is the web's Stripe Elements (the sandbox token
// route is off), so a missing publishable key, or one of the other mode (a test token cannot
// be used with a live secret key), would only show up when a shopper adds a card.
function checkStripeKeys(secretKey: string, publishableKey: string | undefined): void {
  if (!publishableKey) {
    throw new Error('Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: required when payments go through Stripe');
  }
  const mode = (key: string) => key.split('_')[1];
  if (mode(secretKey) !== mode(publishableKey)) {
    throw new Error(
      `Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: a ${mode(publishableKey)} key, but STRIPE_SECRET_KEY is a ${mode(secretKey)} key`,
    );
  }
}
