import type { ApolloClient } from '@apollo/client';
import { NavigationCategoriesDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the category bar's categories with the page's own data, as soon as the route's
 * code is in (docs/decisions.md "Route data beside the route's code"): the bar's query
 * (cache first) then joins this request or reads its answer.
 */
export function preloadNavigationCategories(client: ApolloClient): void {
  preloadQuery(client, { query: NavigationCategoriesDocument });
}
