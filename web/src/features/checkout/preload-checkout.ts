import type { ApolloClient } from '@apollo/client';
import { CheckoutAddressesDocument, CheckoutCartDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the checkout's addresses and its cart (priced for the billing address, as the
 * page first shows it) as soon as the route's code is in, before React renders the page
 * (docs/decisions.md "Route data beside the route's code"). The page's queries (cache
 * first, same variables) join these requests or read their answers. Errors are the page's
 * to show, so they are dropped here.
 */
export function preloadCheckout(client: ApolloClient): void {
  preloadQuery(client, { query: CheckoutAddressesDocument });
  preloadQuery(client, { query: CheckoutCartDocument, variables: { addressId: null } });
}
