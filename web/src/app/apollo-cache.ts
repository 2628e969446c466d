import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

// The id of the cart priced for the billing address (docs/decisions.md 'Cart ids').
const DEFAULT_CART_ID = 'default';

// The normalized cache. The shop's cursor connections (Query.groups, the listing;
// Query.orderLines, My Orders) keep ONE growing list of edges per filter, whatever the page
// size: 'Load More' (and My Orders' following pages) call fetchMore with `after`, the last
// page's endCursor, and relayStylePagination appends the page after the edge with that
// cursor, so the accumulated pages survive navigation and live beside the normalized
// GroupCard and OrderLine entities (which later mutations and live updates change). An
// answer asked without a cursor starts the list afresh, which is what a new visit of the
// listing (docs/product.md#group-listing: the first page loads on arrival) and every
// opening of My Orders want.
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
          groups: relayStylePagination(['filter']),
          orderLines: relayStylePagination(['status']),
        },
      },
    },
  });
}
