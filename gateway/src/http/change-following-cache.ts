import { LRUCache } from 'lru-cache';

export interface ChangeFollowingCacheOptions<V> {
  /** Values kept at most (least recently used go first). */
  max: number;
  /** How long a value is kept at most: what no change announces (an end date passing). */
  ttlMs: number;
  /** Reads a value from the API; a rejection is not kept. */
  load(key: string): Promise<V>;
}

interface Load<V> {
  promise: Promise<V>;
  /** Dropped while under way: it may hold the state before the change, so it is not kept. */
  stale: boolean;
}

/**
 * Values read from the API and kept while a stream of group changes listens, dropped
 * the moment a change makes them stale (`drop`, `clear`). Asks for one key at once share
 * one read; a read under way when its key is dropped still answers its callers but is
 * not kept, and the next ask reads again, so an answer after a change's delivery never
 * shows the state before it.
 */
export function createChangeFollowingCache<V extends NonNullable<unknown>>(options: ChangeFollowingCacheOptions<V>) {
  const kept = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
  const loads = new Map<string, Load<V>>();
  let listening = false;

  const startLoad = (key: string): Load<V> => {
    // Before the stream listens a change could pass unseen: the value is answered, not kept.
    const load: Load<V> = { stale: !listening, promise: Promise.resolve(undefined as unknown as V) };
    load.promise = options
      .load(key)
      .then((value) => {
        if (!load.stale) kept.set(key, value);
        return value;
      })
      .finally(() => {
        if (loads.get(key) === load) loads.delete(key);
      });
    loads.set(key, load);
    return load;
  };

  return {
    /** The value of `key`, and whether it was kept (no read of the API). */
    async get(key: string): Promise<{ value: V; hit: boolean }> {
      const value = kept.get(key);
      if (value !== undefined) return { value, hit: true };
      return { value: await (loads.get(key) ?? startLoad(key)).promise, hit: false };
    },

    /** The kept value of `key`, if any, without reading it or counting it as used. */
    peek(key: string): V | undefined {
      return kept.peek(key);
    },

    drop(key: string): void {
      kept.delete(key);
      const load = loads.get(key);
      if (!load) return;
      load.stale = true;
      loads.delete(key);
    },

    /** Drops everything; `listening` says whether values may be kept from now on. */
    clear(listeningNow: boolean): void {
      kept.clear();
      for (const load of loads.values()) load.stale = true;
      loads.clear();
      listening = listeningNow;
    },
  };
}

export type ChangeFollowingCache<V extends NonNullable<unknown>> = ReturnType<typeof createChangeFollowingCache<V>>;
