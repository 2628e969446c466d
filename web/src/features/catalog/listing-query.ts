import type { ApolloClient } from '@apollo/client';
import { GroupsDocument, type GroupsQueryVariables } from '../../__generated__/graphql';
import { getStoredZipCode } from '../../lib/session';
import { buildGroupFilter, pickZipCode } from './listing-filter';
import { listingPrice } from './price-filter';
import { preloadQuery } from '../../lib/preload-query';

/** Which listing: home and search list 12 a page, a category 10; search and category narrow it. */
export interface ListingScope {
  pageSize: number;
  categoryId?: string;
  productName?: string;
}

/**
 * The first page's variables for the listing at `searchParams` (its ZIP code, else the one
 * stored at login, and its price range, else the session's), or null without a ZIP code.
 * No cursor: the first page; 'Load More' adds `after` (group-listing.tsx).
 */
export function firstPageVariables(searchParams: URLSearchParams, scope: ListingScope): GroupsQueryVariables | null {
  const zipCode = pickZipCode(searchParams.get('zipCode'), getStoredZipCode());
  if (!zipCode) return null;
  const { min, max } = listingPrice(searchParams);
  const filter = buildGroupFilter({ zipCode, categoryId: scope.categoryId, productName: scope.productName, min, max });
  return { filter, first: scope.pageSize };
}

/**
 * Asks for the listing's first page as soon as the route's code is in, before React renders
 * the page (docs/decisions.md "Route data beside the route's code"). The listing's own query
 * sends the same variables: it joins this request while it is on its way, so the page asks
 * once. Errors are the listing's to show, so they are dropped here.
 */
export function preloadListing(client: ApolloClient, searchParams: URLSearchParams, scope: ListingScope): void {
  const variables = firstPageVariables(searchParams, scope);
  if (!variables) return;
  preloadQuery(client, { query: GroupsDocument, variables, fetchPolicy: 'network-only' });
}
