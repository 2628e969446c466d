import { useState } from 'react';

/** Rows a console list asks for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/** The page a console list shows: the first, the one just after a cursor, or the one just before. */
export type AdminPageRequest = { after?: string; before?: string };

/** A list's paging arguments as its query takes them (`AdminPager_pageInfo` cursors in, Relay arguments out). */
export type AdminPageVariables = { first?: number; after?: string; last?: number; before?: string };

/**
 * The cursor a console list is paged to (docs/decisions.md "The console's lists by
 * cursor"), and its query's paging variables: `first` from the start or after a cursor,
 * `last` just before one. Arguments left undefined stay out of the request and out of
 * the cached field's name. `reset` goes back to the first page, for a new filter, search
 * or sort: a cursor pages only the list that answered it.
 */
export function useAdminPaging() {
  const [request, setRequest] = useState<AdminPageRequest>({});
  const variables: AdminPageVariables =
    request.before !== undefined
      ? { last: ADMIN_PAGE_SIZE, before: request.before }
      : { first: ADMIN_PAGE_SIZE, after: request.after };
  return { variables, onPage: setRequest, reset: () => setRequest({}) };
}
