import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { clearSession } from '../lib/session';
import { createApolloCache } from './apollo-cache';
import { createAuthLink, createUnauthenticatedLink } from './auth-links';
import { createEarlyAnswerLink } from './early-answer-link';
import { paths } from '../lib/paths';
import { createLazyLiveLink } from './live-link';
import { createPersistedLink } from './persisted-link';

interface ApolloClientOptions {
  // Where to go after a 401 (the router's navigate in the app); defaults to a full page
  // load of /login.
  onUnauthenticated?: () => void;
  // The link that talks to the server; tests pass one with a mocked fetch.
  terminatingLink?: ApolloLink;
  // The link subscriptions take; default graphql-ws to the gateway, loaded lazily.
  liveLink?: ApolloLink;
  // Web Crypto's digests, which persisted queries are hashed with: the browser's (none on
  // an origin that is not secure); tests pass Node's, as jsdom has none.
  subtleCrypto?: SubtleCrypto;
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
  const persistedLink = createPersistedLink(options.subtleCrypto ?? globalThis.crypto?.subtle);

  const client: ApolloClient = new ApolloClient({
    // Subscriptions (live group changes) go over WebSocket; everything else over HTTP.
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      options.liveLink ?? createLazyLiveLink(),
      ApolloLink.from([
        errorLink,
        createAuthLink(),
        createEarlyAnswerLink(),
        // After the early answers: an operation answered by the preload is never hashed.
        ...(persistedLink ? [persistedLink] : []),
        terminatingLink,
      ]),
    ),
    cache: createApolloCache(),
    // Marks requests as coming from the customer web app (docs/product.md#roles).
    clientAwareness: { name: 'groupbuy-web', version: '0.1.0' },
  });
  return client;
}
