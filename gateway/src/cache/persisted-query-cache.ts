import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import type KeyvRedis from '@keyv/redis';
import type * as KeyvRedisModule from '@keyv/redis';
import type { FastifyBaseLogger } from 'fastify';

// Automatic persisted queries (a client sends a query's hash; the full text only the first
// time) are remembered in Apollo's cache. In memory, each gateway instance learns every
// query again and a client behind a load balancer keeps meeting PERSISTED_QUERY_NOT_FOUND;
// with REDIS_URL every instance shares one cache (Apollo Server's documented set-up:
// KeyvAdapter over Keyv over @keyv/redis). docs/decisions.md#files has the reasons.

// A cache must never slow the shop down: past this a read is a miss and a write is dropped
// (the client then sends the full query, as after any eviction).
export const CACHE_TIMEOUT_MS = 250;

/** Apollo's KeyValueCache interface, as the adapter implements it. */
type KeyValueCache = Pick<KeyvAdapter<string>, 'get' | 'set' | 'delete'>;

export type PersistedQueryCache = { cache: KeyValueCache; close(): Promise<void> };

function withinTime<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CACHE_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Undefined without REDIS_URL: Apollo keeps its bounded in-memory cache, as before. */
export function createPersistedQueryCache(
  redisUrl: string | undefined,
  keyPrefix: string,
  log: FastifyBaseLogger,
): PersistedQueryCache | undefined {
  if (!redisUrl) return undefined;
  // @keyv/redis and its Redis client are required only by a gateway given a Redis, not by
  // every start (docs/decisions.md "Test suite time": heavy modules required on first use).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createKeyv } = require('@keyv/redis') as typeof KeyvRedisModule;
  // Keys are `<prefix>::apq:<hash>`; failures are reported as events, never thrown into a request.
  // No offline queue: while Redis is down a read is a miss at once, not after the timeout
  // (docs/decisions.md#redis-down).
  const keyv = createKeyv(
    { url: redisUrl, disableOfflineQueue: true },
    {
      namespace: keyPrefix,
      throwOnConnectError: false,
      throwOnErrors: false,
      connectionTimeout: 1_000,
    },
  );
  keyv.on('error', (error: unknown) => log.warn({ err: error }, 'persisted-query cache unreachable'));
  const shared = new KeyvAdapter<string>(keyv as never);
  const cache: KeyValueCache = {
    get: (key) => withinTime(shared.get(key), undefined),
    set: (key, value, options) => withinTime(shared.set(key, value, options), undefined),
    delete: (key) => withinTime(shared.delete(key), false),
  };
  // Forced: a polite QUIT waits for a connection that may never come.
  const store = keyv.store as KeyvRedis<string>;
  return { cache, close: () => withinTime(store.disconnect(true), undefined) };
}
