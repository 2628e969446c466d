import type { AnswerStep } from './request-steps';
import { ErrorCode } from '../rest/error-mapping';

/**
 * The one plugin that decides the HTTP status of a GraphQL answer: an operation that met
 * UNAUTHENTICATED anywhere answers 401, so any client (and any proxy) sees the session
 * is gone, whether it reads the HTTP status or the error code.
 */
export const httpStatusOfAnswer: AnswerStep = ({ response }) => {
  if (response.body.kind !== 'single') return;
  const errors = response.body.singleResult.errors ?? [];
  if (errors.some((e) => e.extensions?.code === ErrorCode.UNAUTHENTICATED)) {
    response.http.status = 401;
  }
};
