import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateSigningSecret } from '../lib/signing-secret';

// The repository root (api/src/config -> api/src -> api -> root): the embedded defaults keep all local
// state under <root>/data so `npm start` needs no set-up.
const repoRoot = path.resolve(__dirname, '../../..');

// An empty variable (e.g. `DATABASE_URL=` in a .env file) means "not set".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
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
  SIGNING_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().optional()),
  SETTLEMENT_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(60),
});

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
  /** The public origin (the gateway): links in mails and signed upload URLs start with it. */
  publicUrl: string;
  uploadDir: string;
  outboxDir: string;
  /** Mail goes through SMTP when set, else into files in outboxDir. */
  smtpUrl: string | undefined;
  uploadMaxBytes: number;
  uploadUrlTtlMinutes: number;
  /** HMAC key of upload and invoice URLs. */
  signingSecret: string;
  /** How often the settlement job runs in the API process; 0 turns it off. */
  settlementIntervalSeconds: number;
  /** Outside production the outbox mailer also logs links, so a developer can click them. */
  production: boolean;
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
    publicUrl: e.PUBLIC_URL,
    uploadDir: path.resolve(e.UPLOAD_DIR),
    outboxDir: path.resolve(e.OUTBOX_DIR),
    smtpUrl: e.SMTP_URL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadUrlTtlMinutes: e.UPLOAD_URL_TTL_MINUTES,
    signingSecret: e.SIGNING_SECRET ?? loadOrCreateSigningSecret(path.join(repoRoot, 'data', 'signing-secret')),
    production: e.NODE_ENV === 'production',
    settlementIntervalSeconds: e.SETTLEMENT_INTERVAL_SECONDS,
  };
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
