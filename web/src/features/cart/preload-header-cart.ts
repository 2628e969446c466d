import type { ApolloClient } from '@apollo/client';
import { HeaderCartDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the header's cart count with the page's own data, as soon as the route's code
 * is in (docs/decisions.md "Route data beside the route's code"): the header's query
 * (cache first) then joins this request or reads its answer instead of sending it once
 * the page is drawn.
 */
export function preloadHeaderCart(client: ApolloClient): void {
  preloadQuery(client, { query: HeaderCartDocument });
}
