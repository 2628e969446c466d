import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { clearSession } from '../lib/session';
import { createApolloCache } from './apollo-cache';
import { createAuthLink, createUnauthenticatedLink } from './auth-links';
import { paths } from '../lib/paths';

interface ApolloClientOptions {
  // Where to go after a 401 (the router's navigate in the app); defaults to a full page
  // load of /login.
  onUnauthenticated?: () => void;
  // The link that talks to the server; tests pass one with a mocked fetch.
  terminatingLink?: ApolloLink;
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const goToLogin = options.onUnauthenticated ?? (() => window.location.assign(paths.login));

  // docs/product.md#routes: any 401 clears all browser storage and sends the user to /login. The Apollo
  // store goes too, so no data of the ended session stays on screen or in memory.
  const errorLink = createUnauthenticatedLink(() => {
    clearSession();
    void client.clearStore().catch(() => undefined);
    goToLogin();
  });

  const terminatingLink = options.terminatingLink ?? new HttpLink({ uri: '/graphql' });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, createAuthLink(), terminatingLink]),
    cache: createApolloCache(),
    // Marks requests as coming from the customer web app (docs/product.md#roles).
    clientAwareness: { name: 'groupbuy-web', version: '0.1.0' },
  });
  return client;
}
