import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * The link subscriptions take (the `split` in apollo-client.ts). The WebSocket client
 * (graphql-ws, `ws-link.ts`) is loaded with the first subscription, so a shopper's first
 * page load does not carry it (docs/decisions.md "Live group changes").
 */
export function createLazyLiveLink(): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let cancelled = false;
        (loaded ??= import('./ws-link').then((module) => module.createWsLink())).then(
          (link) => {
            if (!cancelled) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          cancelled = true;
          inner?.unsubscribe();
        };
      }),
  );
}
