import type { ApolloClient } from '@apollo/client';
import { GroupDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';

/**
 * Asks for a group as soon as its route's code is in, before React renders the page
 * (docs/decisions.md "Route data beside the route's code"). The page's own query (cache
 * first, same variables) joins this request or reads its answer, so the page asks once.
 * Errors are the page's to show, so they are dropped here.
 */
export function preloadGroup(client: ApolloClient, id: string): void {
  preloadQuery(client, { query: GroupDocument, variables: { id } });
}
