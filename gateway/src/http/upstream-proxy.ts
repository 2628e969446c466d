import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Pool } from 'undici';

// Headers worth passing back to the browser; hop-by-hop headers stay behind.
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
];

/**
 * Forwards a GET under the public origin to the same path under the API's /api/ base,
 * streaming the body (images and documents never sit in the gateway's memory whole).
 */
export function proxyGetToApi(pool: Pool, timeoutMs: number): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const upstream = await pool.request({
        method: 'GET',
        path: `/api${request.url}`,
        headers: request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {},
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      reply.code(upstream.statusCode);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.send(upstream.body);
    } catch (error) {
      request.log.warn({ err: error }, 'media proxy: API unavailable');
      return reply
        .code(503)
        .send({ status: 503, message: 'The shop service is unavailable. Please try again shortly.' });
    }
  };
}
