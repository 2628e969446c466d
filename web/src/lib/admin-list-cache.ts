import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

// The console's lists live on the one AdminQuery entity (apollo-cache.ts: keyFields []),
// one stored field per filter and page (each page a cursor connection: its cursor is one
// of the field's arguments). After an action changes a record, its entity is updated by
// its id; this keeps the LISTS true: a page whose filter no longer matches the record
// drops it from its nodes and edges (and counts one less), and a page whose filter now
// matches it but does not hold it is dropped from the cache, so it is read again when it
// is next shown. The page's cursors stay as they are: a cursor names a place in the list,
// not a row, so Next still starts just after where the dropped record was.

type Row = Reference | StoreObject;
type Page = { nodes?: readonly Row[]; edges?: readonly { node: Row }[]; totalCount: number };
type Args = Record<string, unknown>;

/** The arguments a stored field was written with: `documents({"first":20,"status":"PENDING"})`. */
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
        const isRecord = (row: Row) => readField('id', row) === options.id;
        const holds = (existing.nodes ?? existing.edges?.map((edge) => edge.node) ?? []).some(isRecord);
        const shows = options.shows(storedArgs(storeFieldName));
        if (holds && !shows) {
          return {
            ...existing,
            ...(existing.nodes && { nodes: existing.nodes.filter((row) => !isRecord(row)) }),
            ...(existing.edges && { edges: existing.edges.filter((edge) => !isRecord(edge.node)) }),
            totalCount: Math.max(existing.totalCount - 1, 0),
          };
        }
        if (!holds && shows) return DELETE;
        return existing;
      },
    },
  });
}
