import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context/context';
import { ErrorCode } from '../rest/error-mapping';
import { RestError, UpstreamUnavailableError } from '../rest/rest-errors';
import type { AnswerStep } from './request-steps';

/** The errors a shopper may report: something failed on the shop's side. */
const REPORTED = new Set<unknown>([ErrorCode.INTERNAL_SERVER_ERROR, ErrorCode.SERVICE_UNAVAILABLE]);

/**
 * One log line for an error a shopper may quote: what the answer said and what really
 * happened (the answer masks it), under the request's id. An internal error is a bug:
 * error level. An unavailable API is an outage, not this request's fault: warn level,
 * with the transport's reason (a timeout, a reset connection).
 */
function logReported(
  log: FastifyBaseLogger,
  reqId: string | undefined,
  shown: GraphQLFormattedError,
  raw: GraphQLError | undefined,
): void {
  const cause = raw ? unwrapResolverError(raw) : undefined;
  const fields = {
    reqId,
    code: shown.extensions?.code,
    path: shown.path,
    ...(cause instanceof UpstreamUnavailableError ? { reason: cause.reason } : {}),
    ...(cause instanceof RestError ? { upstreamStatus: cause.status } : {}),
  };
  if (shown.extensions?.code === ErrorCode.INTERNAL_SERVER_ERROR) {
    const what = cause instanceof Error ? cause.message : String(cause);
    log.error({ ...fields, err: cause }, `GraphQL answered INTERNAL_SERVER_ERROR: ${what}`);
  } else {
    log.warn(fields, 'GraphQL answered SERVICE_UNAVAILABLE');
  }
}

/**
 * INTERNAL_SERVER_ERROR and SERVICE_UNAVAILABLE errors carry the request's id in
 * `extensions.requestId`: the id of the gateway's and the API's log lines for this
 * operation (docs/decisions.md "Request id"), for the shopper to quote to support. Each
 * is logged under that id too, so the quoted id finds what went wrong.
 */
export function requestIdInErrors(log: FastifyBaseLogger): AnswerStep<GatewayContext> {
  return ({ response, contextValue, errors }) => {
    if (response.body.kind !== 'single') return;
    const { singleResult } = response.body;
    if (!singleResult.errors) return;
    const { requestId } = contextValue;
    // `errors`: the errors as raised, in the order Apollo formatted them into the answer.
    singleResult.errors.forEach((error, i) => {
      if (REPORTED.has(error.extensions?.code)) logReported(log, requestId, error, errors?.[i]);
    });
    if (!requestId) return;
    singleResult.errors = singleResult.errors.map((error) =>
      REPORTED.has(error.extensions?.code) ? { ...error, extensions: { ...error.extensions, requestId } } : error,
    );
  };
}
