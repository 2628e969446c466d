// How many rows the pages of the schema's cursor connections hold (docs/graphql.md
// "Paging"): the contract's figures, in the layer every other one may read. Each
// connection field's resolver takes its default from here, and the query-cost plugin
// prices a page asked without a size by it (plugins may not import resolvers).

/** The most rows one page holds, `first` or `last` (the API's own limit). */
export const MAX_PAGE_ROWS = 100;

/**
 * The rows a connection field answers when the query gives neither `first` nor `last`, by
 * field coordinate. A connection missing here is priced at MAX_PAGE_ROWS rows.
 */
export const CONNECTION_DEFAULT_SIZES: Readonly<Record<string, number>> = {
  // The shop's listing: home's and search's page (a category asks 10 with `first`).
  'Query.groups': 12,
  // My Orders.
  'Query.orderLines': 20,
  // The console's lists: its page, the API's own `page_size` default (resolvers/admin-paging.ts).
  'AdminQuery.documents': 20,
  'AdminQuery.orderLines': 20,
  'AdminQuery.groups': 20,
  'AdminQuery.groupLines': 20,
  'AdminQuery.customers': 20,
  'AdminQuery.settlementRuns': 20,
  'AdminQuery.ledger': 20,
  'AdminQuery.stripeEvents': 20,
  'AdminQuery.disputes': 20,
  'AdminQuery.auditLog': 20,
};

/** The rows a connection field's page asks for: `first`, else `last`, else the field's default. */
export function requestedConnectionSize(coordinate: string, args: { first?: unknown; last?: unknown }): number {
  if (typeof args.first === 'number') return args.first;
  if (typeof args.last === 'number') return args.last;
  return CONNECTION_DEFAULT_SIZES[coordinate] ?? MAX_PAGE_ROWS;
}
