import { InMemoryCache } from '@apollo/client';
import type { GroupsQuery } from '../__generated__/graphql';

type GroupPage = GroupsQuery['groups'];

// The id of the cart priced for the billing address (docs/decisions.md 'Cart ids').
const DEFAULT_CART_ID = 'default';

// The normalized cache. Query.groups keeps ONE growing list per (filter, pageSize): the
// listing's 'Load More' calls fetchMore with the next page and this merge appends it, so
// the accumulated pages survive navigation and live beside the normalized GroupCard
// entities (which later mutations can update). A page-0 answer starts the list afresh,
// which is what a new visit of the listing (docs/product.md#group-listing: the first page loads on arrival) wants.
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // The console's reads hang off one AdminQuery object: one entity, so an action's
      // update can reach every stored list (lib/admin-list-cache.ts).
      AdminQuery: { keyFields: [] },
      // Holds no data of its own: its fields' answers are merged into the entities.
      AdminMutation: { keyFields: false },
      Query: {
        fields: {
          // The cart without an address is the one every cart mutation answers (id
          // 'default'): read it from that entity, so a mutation's answer serves the header
          // and the cart page even before they asked, with no refetch.
          cart: {
            keyArgs: ['addressId'],
            read(existing, { args, toReference }) {
              if (existing !== undefined || args?.addressId) return existing;
              return toReference({ __typename: 'Cart', id: DEFAULT_CART_ID });
            },
          },
          groups: {
            keyArgs: ['filter', 'pageSize'],
            merge(existing: GroupPage | undefined, incoming: GroupPage, { args }): GroupPage {
              const page = typeof args?.page === 'number' ? args.page : 0;
              const pageSize = typeof args?.pageSize === 'number' ? args.pageSize : incoming.pageSize;
              const kept = existing && page > 0 ? existing.items.slice(0, page * pageSize) : [];
              return { ...incoming, items: [...kept, ...incoming.items] };
            },
          },
        },
      },
    },
  });
}
