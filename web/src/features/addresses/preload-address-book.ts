import type { ApolloClient } from '@apollo/client';
import { AddressBookDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the address book before the checkout renders: its address buttons (under the
 * address picker) then come with the page instead of a round trip after it, when on a phone
 * their two rows pushed the order detail and Place Order 84 px down (a layout shift; docs/decisions.md
 * "Route data beside the route's code"). The buttons' query (cache first) reads the answer.
 */
export function preloadAddressBook(client: ApolloClient): void {
  preloadQuery(client, { query: AddressBookDocument });
}
