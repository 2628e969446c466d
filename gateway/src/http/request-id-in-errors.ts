import type { FastifyInstance } from 'fastify';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 5xx JSON body with `request_id`, when it is an object without one (and not a GraphQL answer). */
function withRequestId(payload: unknown, requestId: string, contentType: unknown): unknown {
  if (typeof payload !== 'string' || !String(contentType ?? '').startsWith('application/json')) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!isObject(body) || 'errors' in body || 'request_id' in body) return payload;
  return JSON.stringify({ ...body, request_id: requestId });
}

/**
 * Every 5xx JSON body the gateway writes itself carries `request_id`, the id its log lines
 * have (docs/decisions.md "Request id"): the API unreachable behind a proxied path, the
 * sitemap, the readiness checks, Fastify's answer to an unexpected error. Bodies streamed
 * from the API already carry the API's, the same id; GraphQL answers carry it in their
 * errors' extensions (plugins/request-id-plugin.ts). Registered before compression, which
 * turns the body into a stream. A callback rather than an async hook: it runs on every answer.
 */
export function requestIdInServerErrors(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, reply.statusCode < 500 ? payload : withRequestId(payload, request.id, reply.getHeader('content-type')));
  });
}
