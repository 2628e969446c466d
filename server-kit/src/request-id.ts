import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * One id per shopper request across the gateway and the API (docs/decisions.md "Request
 * id"): Fastify's request id, written as `reqId` on every log line of the request, sent
 * back in this header, forwarded by the gateway on each of its calls to the API, and put
 * in every 5xx body so the shopper has something to quote.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// A short token: it goes into log lines and headers as it came, so nothing that could
// break a line, a header or a log query gets in.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The value when it is a well-formed request id, else undefined. */
export function wellFormedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;
}

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when `believe` says this caller may name
 * the request and the id is well formed, else a new UUID. (Fastify's own `requestIdHeader`
 * would take any caller's header as it is.)
 */
export function requestIdFrom(believe: (request: IncomingMessage) => boolean): (request: IncomingMessage) => string {
  return (request) => (believe(request) && wellFormedRequestId(request.headers[REQUEST_ID_HEADER])) || randomUUID();
}

/**
 * Every answer carries its request's id in `X-Request-Id`, errors and 404s included: set
 * on arrival, before anything can fail.
 */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
