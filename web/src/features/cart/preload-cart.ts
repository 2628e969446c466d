import type { ApolloClient } from '@apollo/client';
import { CartPageDocument } from '../../__generated__/graphql';

/**
 * Asks for the cart page's cart as soon as its route's code is in, before React renders
 * the page (docs/decisions.md "Route data beside the route's code"). The page's query
 * (cache first) joins this request or reads its answer; errors are the page's to show.
 */
export function preloadCart(client: ApolloClient): void {
  client.query({ query: CartPageDocument }).catch(() => undefined);
}
