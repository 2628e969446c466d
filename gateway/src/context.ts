import type { FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { createLoaders, type Loaders } from './loaders';
import { RestClient, type UpstreamObserver } from './rest/rest-client';

/** What every resolver receives: the API as this request's caller sees it. */
export interface GatewayContext {
  rest: RestClient;
  loaders: Loaders;
  /** How many REST calls this operation has made so far (a metric). */
  upstream: { calls: number };
}

/** Accepts `Bearer <token>` or a bare token, as the API does. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

export function createContextFactory(pool: Pool, timeoutMs: number, observe?: UpstreamObserver) {
  return async (request: FastifyRequest): Promise<GatewayContext> => {
    const upstream = { calls: 0 };
    const rest = new RestClient({
      pool,
      timeoutMs,
      token: tokenFrom(request),
      clientIp: request.ip,
      observe: (method, path) => {
        upstream.calls += 1;
        observe?.(method, path);
      },
    });
    return { rest, loaders: createLoaders(rest), upstream };
  };
}
