import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

// A hidden tab paints no frames: its subscriptions start after this long instead.
const HIDDEN_TAB_WAIT_MS = 1000;
// The longest an idle moment is waited for once the frame is drawn.
const IDLE_WAIT_MS = 300;

/**
 * Resolves once the browser has drawn the frame it was preparing and then had an idle
 * moment: the page that starts a subscription as it mounts is on screen, its picture
 * included, before the WebSocket client's code is fetched and run (docs/decisions.md
 * "Live group changes"). Live changes are not what a page's first frame shows.
 */
function afterPageDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
      else setTimeout(done);
    });
  });
}

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
        (loaded ??= afterPageDrawn()
          .then(() => import('./ws-link'))
          .then((module) => module.createWsLink())).then(
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
