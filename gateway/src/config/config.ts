import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(__dirname, '../..');

export const configSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // 'localhost' binds both 127.0.0.1 and ::1, so http://localhost:4000 works whichever the browser picks.
  GATEWAY_HOST: z.string().min(1).default('localhost'),
  API_URL: z.url().default('http://127.0.0.1:4100'),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(8000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  // The shop's public origin (the API's setting of the same name): shared links' tags,
  // the sitemap and robots.txt name absolute URLs under it.
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:4000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Estimated cost an operation may have (plugins/query-cost.ts); the shop's heaviest is
  // a 12-group listing page at about 300.
  MAX_QUERY_COST: z.coerce.number().int().min(100).default(2_000),
  // Lexical tokens a GraphQL document may hold, over HTTP and WebSocket, checked while
  // parsing and before validation (docs/decisions.md "WebSocket budget"); the shop's
  // largest operation has about 130, the standard introspection query about 190.
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(500).max(100_000).default(2_000),
  // Schema introspection (`__schema`, `__type`): Apollo Sandbox, GraphiQL and codegen read
  // the schema with it (docs/decisions.md "Introspection"); 'off' refuses it.
  GRAPHQL_INTROSPECTION: z.enum(['on', 'off']).default('on'),
  // The shop's operations, listed at build in a persisted-document manifest
  // (docs/graphql.md "Persisted and trusted documents"): 'accept' runs them by id alone and
  // everything else as before; 'enforce' runs nothing else (PERSISTED_QUERY_NOT_TRUSTED,
  // WebSocket subscriptions too); 'off' ignores the manifest.
  TRUSTED_DOCUMENTS: z.enum(['off', 'accept', 'enforce']).default('accept'),
  // Set where the shop takes cards with Stripe Elements (the API's key of the same name):
  // the Content-Security-Policy then allows Stripe's script, API and frames.
  STRIPE_PUBLISHABLE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().startsWith('pk_').optional()),
  // With object storage (the API's S3_BUCKET): the origin browsers upload documents to
  // (S3_PUBLIC_ENDPOINT, or the bucket's https://<bucket>.s3.<region>.amazonaws.com), which the
  // Content-Security-Policy must let the shop's scripts connect to.
  UPLOAD_ORIGIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  // Behind a load balancer: which forwarding hops to believe for the client's address and
  // protocol, and whose X-Request-Id to keep (http/trusted-proxy.ts). 'false' (none),
  // 'true' (every hop), a hop count, or addresses/CIDRs, comma-separated.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (value === 'true' || value === 'false') return value === 'true';
      // A hop count: the nearest N proxies are believed, as proxy-addr reads a number.
      if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
      return value.split(',').map((entry) => entry.trim());
    }),
  // GraphQL requests one client address may send per minute (the whole endpoint); 0 turns it off.
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().min(0).default(1200),
  // Redis for state shared by every gateway instance (the rate-limit counts and the
  // persisted-query cache); unset, each instance keeps its own in memory.
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  // Prefix of the gateway's keys in Redis (the persisted-query cache), so several shops or
  // test runs can share one Redis.
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('shop'),
  // OpenTelemetry: spans go to this OTLP/HTTP collector; unset, tracing is off (read by
  // tracing.ts before anything loads; checked here so a typo stops the start).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  // Live updates (GraphQL subscriptions over graphql-ws at /graphql, docs/decisions.md
  // "Live group changes"): WebSocket connections one client address may hold, subscriptions
  // per connection and per address, group ids per subscription.
  WS_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  WS_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(10),
  WS_SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  WS_IDS_PER_SUBSCRIPTION: z.coerce.number().int().min(1).max(100).default(50),
  // A connection without any subscription this long is closed (it holds memory for nothing).
  WS_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  // Ping every so often; a peer that has not answered by the next ping is cut off.
  WS_KEEPALIVE_MS: z.coerce.number().int().min(100).default(12_000),
  // A client that leaves this much unsent, or an event undelivered this long, is too slow:
  // it is disconnected rather than buffered for without bound.
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  WS_SLOW_CLIENT_MS: z.coerce.number().int().min(100).default(10_000),
  // The budget of what clients send over WebSocket (docs/decisions.md "WebSocket budget"):
  // a message larger than WS_MAX_MESSAGE_BYTES closes the socket (1009); a subscription's
  // document larger than WS_MAX_DOCUMENT_BYTES is refused unparsed; more than
  // WS_MESSAGES_PER_CONNECTION messages on one socket, or WS_MESSAGES_PER_ADDRESS from one
  // address, within WS_MESSAGE_WINDOW_MS close the socket that sent one too many (4429).
  WS_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(64 * 1024),
  WS_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(512)
    .max(1024 * 1024)
    .default(8 * 1024),
  WS_MESSAGE_WINDOW_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  WS_MESSAGES_PER_CONNECTION: z.coerce.number().int().min(5).default(50),
  WS_MESSAGES_PER_ADDRESS: z.coerce.number().int().min(5).default(300),
  // Prometheus metrics on their own port; unset, no metrics listener.
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // How long a SIGTERM may wait for operations in flight before the process exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // 'production' drops the developers' GraphiQL page (http/graphiql-page.ts).
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof configSchema>;

/** Reads the gateway's settings once; fails at start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Config for tests and tools: defaults with the given overrides. */
export function configWith(overrides: Partial<GatewayConfig>): GatewayConfig {
  return { ...loadConfig({}), ...overrides };
}
