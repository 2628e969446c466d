import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RawRequestDefaultExpression, RouteHandlerMethod } from 'fastify';
import type { Dispatcher, Pool } from 'undici';
import { REQUEST_ID_HEADER } from '@shop/server-kit/request-id';

/** Where Stripe delivers webhook events on the public origin: the API's /api/payments/stripe/webhook. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

/** The API's UPLOAD_MAX_BYTES: the gateway lets a document through up to the API's own limit. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

// An upload may take longer than a JSON call; the API's signed URL still bounds it.
const MIN_UPLOAD_TIMEOUT_MS = 60_000;

// Headers worth passing back to the browser; hop-by-hop headers stay behind. The API's
// Content-Security-Policy replaces the gateway's page policy where the API sends one:
// media, whose sandbox keeps an SVG opened on its own from running script on the shop's
// origin (docs/decisions.md "Media through the gateway").
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
];

const UNAVAILABLE = { status: 503, message: 'The shop service is unavailable. Please try again shortly.' };
const TOO_LARGE = { status: 413, message: 'File is too large. The maximum size is 10 MB.' };

/**
 * Passes a body through while counting it, and stops it past the limit. A chunked upload
 * declares no size: the API refuses it with 413 once it is too large and closes the
 * connection, which the gateway sees as a broken pipe mid-stream. Having counted the
 * bytes itself, the gateway knows that was the client's too-large file, not an outage.
 */
function countedBody(body: Readable): { stream: Readable; tooLarge: () => boolean } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > UPLOAD_BODY_LIMIT_BYTES) callback(new Error('upload over the limit'));
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => stream.destroy(error));
  body.pipe(stream);
  return { stream, tooLarge: () => bytes > UPLOAD_BODY_LIMIT_BYTES };
}

/**
 * A content-type parser that leaves the body unread: the request stream itself becomes
 * `request.body`, so an upload is piped to the API and never sits in memory whole.
 */
export function passRawBody(
  _request: FastifyRequest,
  payload: RawRequestDefaultExpression,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(null, payload);
}

/**
 * Forwards a GET, PUT or POST under the public origin to the same path under the API's
 * /api/ base, streaming both bodies (images, documents and uploads never sit in the
 * gateway's memory whole, and card data for the sandbox token route is never parsed or
 * logged here). A body must reach this route unparsed (see `passRawBody`).
 */
export function proxyToApi(pool: Pool, timeoutMs: number): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const method = request.method === 'PUT' || request.method === 'POST' ? request.method : 'GET';
    // The API logs the call under this request's id (docs/decisions.md "Request id").
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: request.id };
    // The sandbox token route needs the shopper's session; uploads are signed in the URL.
    if (typeof request.headers.authorization === 'string') headers.authorization = request.headers.authorization;
    let body: Readable | undefined;
    let tooLarge = () => false;
    let timeout = timeoutMs;
    if (method !== 'GET') {
      // A declared size over the limit is refused before a byte is forwarded; a chunked
      // body is counted by the API, which stops at the same limit.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > UPLOAD_BODY_LIMIT_BYTES) return reply.code(413).send(TOO_LARGE);
      // Stripe's signature of a webhook body, checked by the API (no other route reads it).
      for (const name of ['content-type', 'content-length', 'stripe-signature'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const raw = request.body as Readable | undefined;
      if (raw) {
        const counted = countedBody(raw);
        body = counted.stream;
        tooLarge = counted.tooLarge;
      }
      timeout = Math.max(timeoutMs, MIN_UPLOAD_TIMEOUT_MS);
    } else if (typeof request.headers['if-none-match'] === 'string') {
      headers['if-none-match'] = request.headers['if-none-match'];
    }

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await pool.request({
        method,
        path: `/api${request.url}`,
        headers,
        body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
    } catch (error) {
      if (tooLarge()) return reply.code(413).send(TOO_LARGE);
      request.log.warn({ err: error }, 'upstream proxy: API unavailable');
      return reply.code(503).send(UNAVAILABLE);
    }
    reply.code(upstream.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(upstream.body);
  };
}
