import type { ApolloClient } from '@apollo/client';
import { CartPageDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the cart page's cart as soon as its route's code is in, before React renders
 * the page (docs/decisions.md "Route data beside the route's code"). The page's query
 * (cache first) joins this request or reads its answer; errors are the page's to show.
 */
export function preloadCart(client: ApolloClient): void {
  preloadQuery(client, { query: CartPageDocument });
}
