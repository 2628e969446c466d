import { InMemoryCache } from '@apollo/client';
import type { GroupsQuery } from '../__generated__/graphql';

type GroupPage = GroupsQuery['groups'];

// The normalized cache. Query.groups keeps ONE growing list per (filter, pageSize): the
// listing's 'Load More' calls fetchMore with the next page and this merge appends it, so
// the accumulated pages survive navigation and live beside the normalized GroupCard
// entities (which later mutations can update). A page-0 answer starts the list afresh,
// which is what a new visit of the listing (spec: "first page fetched on load") wants.
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
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
