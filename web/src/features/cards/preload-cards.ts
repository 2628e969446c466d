import type { ApolloClient } from '@apollo/client';
import { CardsDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for the saved cards before a page that lists them renders (the checkout's card
 * picker): they arrive with the page's other data instead of a round trip after it, and
 * the column does not grow under the shopper (docs/decisions.md "Route data beside the
 * route's code"). The picker's query (cache first) reads the answer; errors are its to show.
 */
export function preloadCards(client: ApolloClient): void {
  preloadQuery(client, { query: CardsDocument });
}
