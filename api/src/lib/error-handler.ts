import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again.';

/**
 * One place turns every failure into `{ status, message, data }`. Expected failures
 * (HttpError) and Fastify's own 4xx (bad JSON, wrong content type, body too large)
 * keep their status and message; anything else is logged and masked as a 500, so no
 * stack trace or SQL ever reaches a client. A 5xx also carries `request_id`, the id its
 * log lines have (docs/decisions.md "Request id"), for the shopper to quote.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const serverError = (status: number, message: string, data: unknown = null) =>
      reply.code(status).send({ status, message, data, request_id: request.id });
    if (error instanceof HttpError) {
      if (error.status < 500) {
        return reply.code(error.status).send({ status: error.status, message: error.message, data: error.data });
      }
      // A dependency that failed (the payment provider) is worth a line in the log.
      request.log.warn({ err: error }, error.message);
      return serverError(error.status, error.message, error.data);
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ status, message: error.message, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return serverError(503, DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return serverError(500, 'Internal server error');
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send({ status: 404, message: 'Not found', data: null });
  });
}
