import type { OperationCheck } from './request-steps';
import { GraphQLError } from 'graphql';

/**
 * Subscriptions are served over WebSocket (live/subscription-server.ts); over HTTP one is
 * refused with a clear 400 before anything runs, instead of failing inside execution.
 */
export const refuseSubscriptionsOverHttp: OperationCheck = ({ operation }) => {
  if (operation?.operation !== 'subscription') return;
  throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-ws), not over HTTP.', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
};
