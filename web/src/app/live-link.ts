import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

// A hidden tab paints no frames: its subscriptions start after this long instead.
const HIDDEN_TAB_WAIT_MS = 1000;
// How long after the frame that shows the page its subscriptions start: the page's images
// (an SVG is drawn a frame or two after its element) are on screen by then.
const AFTER_DRAWN_MS = 500;

/**
 * Resolves a moment after the browser has drawn the frame it was preparing: the page that
 * starts a subscription as it mounts is on screen, its picture included, before the
 * WebSocket client's code is fetched and run (docs/decisions.md "The group page's largest
 * paint"). Live changes are not what a page's first view shows, and none is missed
 * meanwhile: a subscription's first events are its groups' current state.
 */
function afterPageDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, AFTER_DRAWN_MS);
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
