import { HeaderCartDocument, NavigationCategoriesDocument } from '../__generated__/graphql';
import { preloadQueriesTogether } from '../lib/preload-query';
import { getToken } from '../lib/session';
import { apolloClient } from './apollo';

// The shop frame's data half: Apollo Client and the header's queries. The router loads it
// before the frame's view (routes/main-layout.tsx: antd, the header, the footer), and the
// build puts it in a file of its own (src/build/shop-chunks-plan.ts), so a phone runs the
// two in two tasks rather than one long one (app/router.tsx).

let frameDataAsked = false;

/**
 * The header's data (the cart count, the category bar), asked for as soon as Apollo Client
 * is in, beside the page's own (app/router.tsx): the header's queries, cache first, then read
 * these answers. Sent by the header itself, they left with the commit that first shows the
 * page, a round trip in a row before its largest paint on a phone (docs/decisions.md "The
 * group page's largest paint"). Once per load of the app, and only with a session: the
 * header shows neither to a visitor, and each refreshes itself afterwards.
 */
export function preloadFrameData(): void {
  if (frameDataAsked || !getToken()) return;
  frameDataAsked = true;
  preloadQueriesTogether(apolloClient, [{ query: HeaderCartDocument }, { query: NavigationCategoriesDocument }]);
}
