// A console list's answer as the gateway gives it (a cursor connection), for mocked
// queries: the rows as `nodes`, their count, and where the page sits. One page holding
// everything unless `pageInfo` says otherwise.

type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

/** The cursor a mocked page's row answers: opaque to the console, which only hands it back. */
export const cursorOf = (row: { id: string }) => `cursor-${row.id}`;

/** A page of `nodes` as an `Admin…Connection` answer. */
export function adminConnection<Row extends { id: string }>(
  typename: string,
  nodes: Row[],
  { totalCount = nodes.length, ...pageInfo }: Partial<PageInfo> & { totalCount?: number } = {},
) {
  return {
    __typename: typename,
    totalCount,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: nodes.length ? cursorOf(nodes[0]!) : null,
      endCursor: nodes.length ? cursorOf(nodes.at(-1)!) : null,
      ...pageInfo,
    },
    nodes,
  };
}
