import { GraphQLError } from 'graphql';
import type { RestConnection, RestCursorPage } from '../rest/rest-types';
import { MAX_PAGE_ROWS } from '../schema/connection-sizes';

// Cursor connections over the REST API's keyset pages (docs/decisions.md "Cursor paging in
// the API"), one module for every connection field, the shop's and the console's: the
// Relay arguments (`first`/`after`, `last`/`before`) checked and turned into the API's
// size and cursor, and a REST page (rows each with its `cursor`, and the page's flags)
// turned into `edges`, `nodes`, `pageInfo` and `totalCount`. A resolver passes its list's
// default size (schema/connection-sizes.ts) to `cursorWindow` and sends the window as its route's parameters (`limit`
// on the shop's lists, `page_size` on the console's: admin-paging.ts); `connectionOf`
// takes any REST page whose rows carry `cursor`. Every connection field uses both, so its
// arguments are refused alike, in the same words, whatever the list.

/** The Relay arguments of a connection field, as GraphQL hands them over. */
export type ConnectionArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/** A page request as the API takes it: how many rows, and at most one cursor. */
export type CursorWindow = { size: number; after?: string; before?: string };

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function checkedSize(name: 'first' | 'last', value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_ROWS) {
    throw refuse(`${name} must be an integer from 1 to ${MAX_PAGE_ROWS}`);
  }
  return value;
}

/**
 * The page the arguments ask for, or BAD_USER_INPUT naming the argument before any
 * upstream call. `first` reads from the start or after `after`; `last` reads the rows just
 * before `before`. The API keeps no "last N rows" of a whole list, so `last` needs
 * `before`, and `first` does not go with `before`. A blank cursor counts as none, as the
 * API takes it. Neither size given: `defaultSize` rows in the cursor's direction
 * (forwards without one).
 */
export function cursorWindow(args: ConnectionArgs, defaultSize: number): CursorWindow {
  const after = args.after || undefined;
  const before = args.before || undefined;
  const first = args.first ?? undefined;
  const last = args.last ?? undefined;
  if (first !== undefined && last !== undefined) throw refuse('first and last cannot be given together');
  if (after !== undefined && before !== undefined) throw refuse('after and before cannot be given together');
  if (last !== undefined && before === undefined) {
    throw refuse('last needs before: a list is read from its start, so page back from a cursor');
  }
  if (first !== undefined && before !== undefined) throw refuse('first cannot be combined with before: use last');
  if (last !== undefined) return { size: checkedSize('last', last), before };
  return { size: first === undefined ? defaultSize : checkedSize('first', first), after, before };
}

/** A REST page as a connection: each row its edge (with the row's own cursor), the page's flags as `pageInfo`. */
export function connectionOf<Row extends { cursor: string }>(rows: Row[], page: RestCursorPage): RestConnection<Row> {
  return {
    edges: rows.map((row) => ({ cursor: row.cursor, node: row })),
    nodes: rows,
    pageInfo: {
      hasNextPage: page.has_next_page,
      hasPreviousPage: page.has_previous_page,
      startCursor: page.start_cursor,
      endCursor: page.end_cursor,
    },
    totalCount: page.total,
  };
}
