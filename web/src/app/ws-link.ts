import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken } from '../lib/session';

/**
 * Subscriptions over graphql-ws to the gateway's /graphql on this origin, with the session
 * token in `connectionParams` (docs/graphql.md "Live updates"). Lazy: the socket opens with
 * the first subscription and closes a while after the last; it comes back after drops.
 */
export function createWsLink(): ApolloLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: url.href,
      lazy: true,
      lazyCloseTimeout: 3_000,
      connectionParams: () => ({ authorization: `Bearer ${getToken() ?? ''}` }),
      retryAttempts: Number.POSITIVE_INFINITY,
    }),
  );
}
