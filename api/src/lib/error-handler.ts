import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again.';

/**
 * One place turns every failure into `{ status, message, data }`. Expected failures
 * (HttpError) and Fastify's own 4xx (bad JSON, wrong content type, body too large)
 * keep their status and message; anything else is logged and masked as a 500, so no
 * stack trace or SQL ever reaches a client.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A dependency that failed (the payment provider) is worth a line in the log.
      if (error.status >= 500) request.log.warn({ err: error }, error.message);
      return reply.code(error.status).send({ status: error.status, message: error.message, data: error.data });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ status, message: error.message, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ status: 503, message: DATABASE_UNAVAILABLE, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 500, message: 'Internal server error', data: null });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send({ status: 404, message: 'Not found', data: null });
  });
}
