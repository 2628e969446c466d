import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

// The console's lists live on the one AdminQuery entity (apollo-cache.ts: keyFields []),
// one stored field per filter and page. After an action changes a record, its entity is
// updated by its id; this keeps the LISTS true: a list whose filter no longer matches the
// record drops it (and counts one less), and a list whose filter now matches it but does
// not hold it is dropped from the cache, so it is read again when it is next shown.

type Page = { items: readonly (Reference | StoreObject)[]; total: number };
type Args = Record<string, unknown>;

/** The arguments a stored field was written with: `documents({"page":1,"status":"PENDING"})`. */
export function storedArgs(storeFieldName: string): Args {
  const open = storeFieldName.indexOf('(');
  if (open < 0 || !storeFieldName.endsWith(')')) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as Args;
  } catch {
    return {};
  }
}

export function updateAdminLists(
  cache: ApolloCache,
  options: {
    /** The AdminQuery field holding the lists, e.g. 'documents'. */
    field: string;
    /** The changed record's id. */
    id: string;
    /** Whether a list stored with these arguments shows the record as it is now. */
    shows: (args: Args) => boolean;
  },
): void {
  cache.modify<Record<string, Page>>({
    id: cache.identify({ __typename: 'AdminQuery' }),
    fields: {
      [options.field]: (stored, { storeFieldName, readField, DELETE }) => {
        const existing = stored as Page;
        const holds = existing.items.some((item) => readField('id', item) === options.id);
        const shows = options.shows(storedArgs(storeFieldName));
        if (holds && !shows) {
          return {
            ...existing,
            items: existing.items.filter((item) => readField('id', item) !== options.id),
            total: Math.max(existing.total - 1, 0),
          };
        }
        if (!holds && shows) return DELETE;
        return existing;
      },
    },
  });
}
