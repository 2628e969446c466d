import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { keyset, type Keyset, type PageWindow } from '../../lib/keyset-paging';
import { openGroupsInAreaQuery, type GroupListFilter } from './catalog.repository';
import { searchSql, type Search } from './search';

// Which groups a page of the shop's listing shows, in which order (docs/decisions.md "A
// million groups"): the keys of its rows (id, end date, a search's rank), read by the
// index; what a card shows is read afterwards for those ids only (catalog.repository.ts
// `groupCardRows`).

/** A listed group's place in the listing: its sort keys, and in a search how many groups it finds in all. */
export type ListingKey = {
  id: number;
  end_date: string;
  search_tier?: number;
  search_score?: number;
  /** A search's count of every group it finds (the filters, no cursor): bigint text on PostgreSQL. */
  total?: number | string | bigint;
};

/**
 * Where one read of the listing goes (lib/keyset-paging.ts), how many rows an offset page
 * skips first, and whether a search counts what it finds (`total` in each row).
 */
export type ListingWindow = PageWindow & { skip?: number; counted?: boolean };

/**
 * The listing's order: soonest ending first, then by id, so it is total. The offset pages
 * and the cursor pages both read in it (lib/keyset-paging.ts).
 */
export const GROUP_LIST_ORDER = keyset<ListingKey>('groups', [
  { column: 'g.end_date', type: 'text', direction: 'asc', of: (row) => row.end_date },
  { column: 'g.id', type: 'integer', direction: 'asc', of: (row) => row.id },
]);

/**
 * A search's order (docs/decisions.md "Search"): groups found by their name first, then by
 * relevance, then the listing's own order. Tier and relevance are integers of the group's
 * own text and the search text, so they are cursor keys like any column; `search.key`
 * names the search in its cursors.
 */
function searchOrder(search: { key: string }): Keyset<ListingKey> {
  return keyset<ListingKey>(`groups-search:${search.key}`, [
    { column: 'g.search_tier', type: 'integer', direction: 'desc', of: (row) => row.search_tier ?? 0 },
    { column: 'g.search_score', type: 'integer', direction: 'desc', of: (row) => row.search_score ?? 0 },
    { column: 'g.end_date', type: 'text', direction: 'asc', of: (row) => row.end_date },
    { column: 'g.id', type: 'integer', direction: 'asc', of: (row) => row.id },
  ]);
}

/** The keyset of the listing with these filters: a cursor is checked against it before anything is read. */
export function groupListingOrder(search: { key: string } | undefined): Keyset<ListingKey> {
  return search ? searchOrder(search) : GROUP_LIST_ORDER;
}

/**
 * Without a search: each map cell of the area read on its own in the listing's order,
 * from `groups_area_idx` (cell, end date, id, then every column the conditions read), as
 * far as the page can reach, and the cells merged. A cell's read stops once it has enough
 * rows, so a page costs about its own rows per cell however many groups the area holds;
 * one query over all the cells would have to read every group of the area to sort them.
 */
async function cellByCellKeys(db: Kysely<Database>, filter: GroupListFilter, window: ListingWindow) {
  const order = GROUP_LIST_ORDER;
  const skip = window.skip ?? 0;
  const reads = filter.area.cells.map((cell) => {
    const inCell = openGroupsInAreaQuery(db, filter, [cell]).select(['g.id', 'g.end_date']);
    const read = order
      .ordered(window.where ? inCell.where(window.where) : inCell, window.reversed)
      .limit(skip + window.limit);
    // A derived table each: a LIMIT of one arm of a UNION needs one on both databases.
    return db.selectFrom(read.as('cell')).selectAll();
  });
  const [first, ...others] = reads;
  if (!first) return [];
  const merged = others.reduce((union, read) => union.unionAll(read), first);
  const page = order.ordered(db.selectFrom(merged.as('g')).selectAll(), window.reversed).limit(window.limit);
  return (skip > 0 ? page.offset(skip) : page).execute();
}

/**
 * With a search: every group it finds in the area (on PostgreSQL through the search's
 * indexes keyed by the area's cells, migration 023), ranked, and, when
 * `counted`, how many there are, in the same read: the ranking must see them all anyway.
 * The count is taken before the cursor's condition (a window over a derived table, which
 * neither database pushes a WHERE into).
 */
async function searchKeys(db: Kysely<Database>, filter: GroupListFilter, search: Search, window: ListingWindow) {
  const order = searchOrder(search);
  const ranked = searchSql(db, search, 'g');
  const found = openGroupsInAreaQuery(db, filter).select([
    'g.id',
    'g.end_date',
    ranked.tier.as('search_tier'),
    ranked.score.as('search_score'),
  ]);
  const rows = window.counted
    ? db
        .selectFrom(
          db
            .selectFrom(found.as('found'))
            .selectAll()
            .select(sql<number | string | bigint>`count(*) over ()`.as('total'))
            .as('g'),
        )
        .selectAll()
    : db.selectFrom(found.as('g')).selectAll();
  const page = order.ordered(window.where ? rows.where(window.where) : rows, window.reversed).limit(window.limit);
  return (window.skip ? page.offset(window.skip) : page).execute();
}

/** The keys of one read of the listing with `filter`: at most `window.limit` rows, in the listing's order (or reversed). */
export async function listingKeys(
  db: Kysely<Database>,
  filter: GroupListFilter,
  window: ListingWindow,
): Promise<ListingKey[]> {
  return filter.search ? searchKeys(db, filter, filter.search, window) : cellByCellKeys(db, filter, window);
}
