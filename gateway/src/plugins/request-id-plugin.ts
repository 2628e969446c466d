import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../rest/error-mapping';

/** The errors a shopper may report: something failed on the shop's side. */
const REPORTED = new Set<unknown>([ErrorCode.INTERNAL_SERVER_ERROR, ErrorCode.SERVICE_UNAVAILABLE]);

/**
 * INTERNAL_SERVER_ERROR and SERVICE_UNAVAILABLE errors carry the request's id in
 * `extensions.requestId`: the id of the gateway's and the API's log lines for this
 * operation (docs/decisions.md "Request id"), for the shopper to quote to support.
 */
export const requestIdPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || !contextValue.requestId) return;
        const { singleResult } = response.body;
        if (!singleResult.errors) return;
        singleResult.errors = singleResult.errors.map((error) =>
          REPORTED.has(error.extensions?.code)
            ? { ...error, extensions: { ...error.extensions, requestId: contextValue.requestId } }
            : error,
        );
      },
    };
  },
};
