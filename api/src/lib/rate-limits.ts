import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/**
 * Per-client-address limits on the routes an attacker would hammer (guessing mailed
 * tokens, sweeping sign-up for taken e-mails, flooding reset mails), with
 * @fastify/rate-limit. Counted in the process, where every request is counted as it
 * arrives, so a burst sent at once is held to the limit like one sent in a row. Routes
 * opt in with `config: { rateLimit: RATE_LIMITS.<name> }`; a refusal is our usual 429.
 */
export const RATE_LIMITS = {
  /** Verification and reset tokens tried, per address. */
  tokenGuesses: { max: 30, timeWindow: '15 minutes' },
  /** Reset mails asked for, per address (each account also gets at most 3 an hour). */
  resetRequests: { max: 10, timeWindow: '1 hour' },
  /** Accounts created, per address. */
  signUps: { max: 10, timeWindow: '1 hour' },
} as const;

const MAX_KEYS = 10_000;

/**
 * The in-process counter behind the limits: a fixed window per key, answering each
 * request a snapshot of its own count. (The plugin's built-in store answers every
 * request the same shared, mutable counter object, so a burst sent at once read the
 * burst's final count and was refused whole, the first N included.)
 */
class SnapshotStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      window = { current: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    callback(null, { current: window.current, ttl: window.resetAt - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotStore();
  }
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: SnapshotStore,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please try again later.'),
  });
}
