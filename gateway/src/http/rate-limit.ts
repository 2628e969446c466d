import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitRedis, redisCountsWithFallback } from '@shop/server-kit/rate-limit-store';

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
 * REDIS_URL is set, so it holds across gateway instances; in the process otherwise, and
 * while Redis is down (docs/decisions.md#redis-down). A
 * refusal is HTTP 429 with Retry-After and a GraphQL error RATE_LIMITED
 * (docs/graphql.md#errors). `GRAPHQL_RATE_LIMIT=0` turns it off (benchmarks).
 */
export async function registerGraphqlRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redisUrl: string | undefined },
): Promise<void> {
  if (options.perMinute === 0) return;
  const redis = options.redisUrl ? await rateLimitRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(redis ? { store: redisCountsWithFallback(redis, 'shop-graphql-rate-') } : {}),
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
