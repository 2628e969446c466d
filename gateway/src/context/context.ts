import type { FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { createLoaders, type Loaders } from './loaders';
import { RestClient, type UpstreamObserver } from '../rest/rest-client';
import type { RestGroupChange } from '../rest/rest-types';

/**
 * What a subscription's resolver asks of the WebSocket connection it runs on
 * (live/live-connection.ts): the context names it here so that the request context, below
 * the live feed in the gateway's house, does not import it (gateway/src/import-graph.test.ts).
 */
export interface LiveGroupWatch {
  watchGroups(ids: readonly string[], loaders: Loaders): Promise<AsyncIterableIterator<RestGroupChange>>;
  /** `Subscription.sessionEnded`: one event, why the socket's session ended, just before it closes. */
  watchSessionEnd(): Promise<AsyncIterableIterator<{ reason: string }>>;
}

/** What every resolver receives: the API as this request's caller sees it. */
export interface GatewayContext {
  rest: RestClient;
  loaders: Loaders;
  /** How many REST calls this operation has made so far (a metric). */
  upstream: { calls: number };
  /** The WebSocket connection a subscription runs on; absent over HTTP. */
  live?: LiveGroupWatch;
  /** The HTTP request's id, forwarded on every REST call; absent over WebSocket. */
  requestId?: string;
  /** When the operation's context was made (performance.now()): its duration's start, for the metrics. */
  startedAt: number;
}

/** Accepts `Bearer <token>` or a bare token, as the API does. */
export function bareToken(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = value
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return token || undefined;
}

function tokenFrom(request: FastifyRequest): string | undefined {
  return bareToken(request.headers.authorization);
}

/** The context of one operation of `token`'s holder at `clientIp`, over HTTP or WebSocket. */
export function createGatewayContext(
  upstreamOptions: { pool: Pool; timeoutMs: number; observe?: UpstreamObserver },
  caller: { token: string | undefined; clientIp: string; requestId?: string },
): GatewayContext {
  const upstream = { calls: 0 };
  const rest = new RestClient({
    pool: upstreamOptions.pool,
    timeoutMs: upstreamOptions.timeoutMs,
    token: caller.token,
    clientIp: caller.clientIp,
    requestId: caller.requestId,
    observe: (method, path) => {
      upstream.calls += 1;
      upstreamOptions.observe?.(method, path);
    },
  });
  return { rest, loaders: createLoaders(rest), upstream, requestId: caller.requestId, startedAt: performance.now() };
}

export function createContextFactory(pool: Pool, timeoutMs: number, observe?: UpstreamObserver) {
  return async (request: FastifyRequest): Promise<GatewayContext> =>
    createGatewayContext(
      { pool, timeoutMs, observe },
      { token: tokenFrom(request), clientIp: request.ip, requestId: request.id },
    );
}
