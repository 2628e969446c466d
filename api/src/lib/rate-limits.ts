import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { rateLimitRedis, redisCountsWithFallback } from '@shop/server-kit/rate-limit-store';
import type { Database } from '../db/types';
import { HttpError } from './http-error';

/**
 * The signed-in routes' key: the real client address (the one the gateway forwards, see
 * TRUST_PROXY) and the account, so shoppers behind one address (an office) do not share a
 * limit while one account still cannot spread its tries over sessions. Counted after
 * sign-in (`hook: 'preHandler'`), where the account is known.
 */
const addressAndAccount = (request: FastifyRequest) => `${request.ip}|${request.auth?.customerId ?? '-'}`;
const signedIn = { hook: 'preHandler', keyGenerator: addressAndAccount } as const;

/**
 * Limits on the routes an attacker would hammer (guessing mailed tokens, sweeping sign-up
 * for taken e-mails, flooding reset mails, testing stolen cards, scripting orders or
 * uploads), with @fastify/rate-limit. Routes opt in with
 * `config: { rateLimit: RATE_LIMITS.<name> }`; a refusal is our usual 429 with Retry-After.
 */
export const RATE_LIMITS = {
  /** Verification and reset tokens tried, per address. */
  tokenGuesses: { max: 30, timeWindow: '15 minutes' },
  /** Reset mails asked for, per address (each account also gets at most 3 an hour). */
  resetRequests: { max: 10, timeWindow: '1 hour' },
  /** Accounts created, per address. */
  signUps: { max: 10, timeWindow: '1 hour' },
  /** Cards saved, per address and account (card testing tries many stolen numbers). */
  cardAdds: { max: 20, timeWindow: '1 hour', ...signedIn },
  /** Orders placed, per address and account. */
  placeOrders: { max: 60, timeWindow: '10 minutes', ...signedIn },
  /** Profile changes, each of which may hand out document upload URLs, per address and account. */
  profileChanges: { max: 60, timeWindow: '1 hour', ...signedIn },
} as const;

// Expired windows are deleted now and then, not on every request.
const SWEEP_EVERY = 500;

/**
 * The counts in the database (table rate_limits), so every API instance on it sees the
 * same ones: a fixed window per key, counted by one guarded upsert that answers each
 * request its own count, so a burst sent at once is held to the limit like one sent in a
 * row, on SQLite and PostgreSQL alike.
 */
function databaseStore(db: Kysely<Database>) {
  let calls = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options (unused here); children get a prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      const expired = sql<boolean>`rate_limits.reset_at_ms <= ${now}`;
      db.insertInto('rate_limits')
        .values({ key: this.prefix + key, count: 1, reset_at_ms: now + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
            reset_at_ms: sql`case when ${expired} then ${now + timeWindow} else rate_limits.reset_at_ms end`,
          }),
        )
        .returning(['count', 'reset_at_ms'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.count), ttl: Number(row.reset_at_ms) - now }),
          (error: Error) => callback(error),
        );
      calls += 1;
      if (calls % SWEEP_EVERY === 0) {
        void db
          .deleteFrom('rate_limits')
          .where('reset_at_ms', '<=', now)
          .execute()
          .catch(() => undefined);
      }
    }

    // One store per limited route, its keys prefixed with the route, as the Redis store does.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as { routeInfo: { method: string; url: string } }).routeInfo;
      return new DatabaseStore(undefined, `${route.method} ${route.url} `);
    }
  };
}

/**
 * Counted in Redis when REDIS_URL is set, otherwise in the database: either way every API
 * instance sees the same counts. While Redis is down they are counted in the database
 * (docs/decisions.md#redis-down).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl ? await rateLimitRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    store: redis ? redisCountsWithFallback(redis, 'shop-api-rate-', databaseStore(db)) : databaseStore(db),
    // The database unreachable too: the request fails on its own queries (a 503) anyway.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please try again later.'),
  });
}
