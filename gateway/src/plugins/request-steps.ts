import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';

/** A rule of the operation, once Apollo has resolved it: throws its refusal, or returns. */
export type OperationCheck<Context extends BaseContext = BaseContext> = (
  requestContext: GraphQLRequestContextDidResolveOperation<Context>,
) => void;

/** Something the answer gets before it goes out (a header, a status, a metric). */
export type AnswerStep<Context extends BaseContext = BaseContext> = (
  requestContext: GraphQLRequestContextWillSendResponse<Context>,
) => void;

/**
 * The gateway's own work on each request, as one Apollo plugin whose listener is the same
 * object for every request (docs/decisions.md "The executed path"). Apollo calls every
 * hook of every request listener with a Promise.all of its own, about ten hooks a request:
 * nine plugins, each with a listener made per request, cost the signed-in listing about
 * 30 µs, one costs a few. The checks run in order once the operation is known, the first
 * refusal ending the request as a thrown hook would; the answer's steps run in order
 * before it is sent. Each step is synchronous, and keeps what it needs in the request's
 * context, never in the listener.
 */
export function requestStepsPlugin<Context extends BaseContext>(steps: {
  checks: OperationCheck<Context>[];
  answers: AnswerStep<Context>[];
}): ApolloServerPlugin<Context> {
  const listener: GraphQLRequestListener<Context> = {
    async didResolveOperation(requestContext) {
      for (const check of steps.checks) check(requestContext);
    },
    async willSendResponse(requestContext) {
      for (const step of steps.answers) step(requestContext);
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
