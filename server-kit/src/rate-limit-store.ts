// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the stores' types must come with this file into every program that compiles it (api, gateway, scripts)
/// <reference path="./rate-limit-plugin-stores.d.ts" />
import { once, type EventEmitter } from 'node:events';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type * as IoRedis from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

// Rate-limit counts shared in Redis, and what happens when Redis cannot take them
// (docs/decisions.md#redis-down): the count goes to a second store instead, so a limit
// still holds while Redis is down (fail open, but never unlimited), and no request fails
// or waits for it. Once Redis answers again the shared counts take over by themselves.

type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The longest a count waits for a Redis that does not answer before the fallback counts it. */
export const REDIS_COUNT_TIMEOUT_MS = 250;

/**
 * ioredis settings for a rate-limit store's client: a count waits neither for a Redis that
 * is down (no offline queue: it fails at once while reconnecting) nor for a frozen one
 * (a quarter of a second at most), and the first connection is given a second.
 */
const RATE_LIMIT_REDIS_OPTIONS = {
  connectTimeout: 1_000,
  commandTimeout: REDIS_COUNT_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
} as const;

/**
 * Resolves once `redis` is connected, or at once when it cannot connect, or after its
 * connect timeout: without an offline queue a count asked before the connection is up
 * goes to the fallback, so a server that starts waits this long for Redis, no longer.
 */
async function redisConnected(redis: EventEmitter): Promise<void> {
  const signal = AbortSignal.timeout(RATE_LIMIT_REDIS_OPTIONS.connectTimeout);
  await once(redis, 'ready', { signal }).catch(() => undefined);
}

/**
 * A client of the Redis at `url` for `app`'s rate-limit counts (RATE_LIMIT_REDIS_OPTIONS),
 * once connected or given up on (redisConnected): its errors logged as warnings, closed
 * with `app`. ioredis is required here, only by a server given a Redis, not by every
 * start (docs/decisions.md "Test suite time": heavy modules required on first use).
 */
export async function rateLimitRedis(app: FastifyInstance, url: string): Promise<IoRedis.Redis> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis } = require('ioredis') as typeof IoRedis;
  const redis = new Redis(url, RATE_LIMIT_REDIS_OPTIONS);
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await redisConnected(redis);
  return redis;
}

/** Counts in `primary`; a count `primary` fails to take is taken by `fallback`. */
function eitherStore(primary: FastifyRateLimitStore, fallback: FastifyRateLimitStore): FastifyRateLimitStore {
  const incr: Incr = (key, callback, timeWindow, max) =>
    primary.incr(
      key,
      (error, result) => (error ? fallback.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  return { incr, child: (options: ChildOptions) => eitherStore(primary.child(options), fallback.child(options)) };
}

/**
 * A store for @fastify/rate-limit's `store` option: the plugin's own Redis store on
 * `redis` under `nameSpace` (as its `redis` option would make), falling back to
 * `fallback` (by default the plugin's in-process store) whenever Redis fails a count.
 * Make `redis` with rateLimitRedis.
 */
export function redisCountsWithFallback(
  redis: object,
  nameSpace: string,
  fallback?: FastifyRateLimitStoreCtor,
): FastifyRateLimitStoreCtor {
  return class RedisWithFallbackStore implements FastifyRateLimitStore {
    private readonly store: FastifyRateLimitStore;

    constructor(options: StoreOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.store = eitherStore(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        fallback ? new fallback(options) : new LocalStore(continueExceeding, exponentialBackoff),
      );
    }

    incr(...args: Parameters<Incr>): void {
      this.store.incr(...args);
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return this.store.child(options);
    }
  };
}
