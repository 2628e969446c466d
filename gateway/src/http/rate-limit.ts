import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Refused by the endpoint-wide limit: answered as a GraphQL error with code RATE_LIMITED. */
class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

/**
 * One limit on the GraphQL endpoint as a whole, per client address (the real one behind
 * a load balancer: TRUST_PROXY), with @fastify/rate-limit. Counted in Redis when
 * REDIS_URL is set, so it holds across gateway instances; in the process otherwise. A
 * refusal is HTTP 429 with Retry-After and a GraphQL error RATE_LIMITED
 * (docs/graphql.md#errors). `GRAPHQL_RATE_LIMIT=0` turns it off (benchmarks).
 */
export async function registerGraphqlRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redisUrl: string | undefined },
): Promise<void> {
  if (options.perMinute === 0) return;
  // Short timeouts and one retry: a slow Redis must not slow every operation down.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: 'shop-graphql-rate-',
    // Redis unreachable: serve rather than refuse every shopper.
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/graphql'),
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof RateLimitedError)) return reply.send(error);
    return reply
      .code(429)
      .send({ errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED' } }], data: null });
  });
}
