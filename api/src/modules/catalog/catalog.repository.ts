import { sql, type Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import type { Area } from './area';
import { groupIsOpenSql } from './group-open';
import { firstImagePath } from './first-image';
import { keyset, type Keyset } from '../../lib/keyset-paging';
import { searchSql, type Search } from './search';

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export type GroupListFilter = {
  area: Area;
  /** ISO time: groups whose end_date has passed are not listed. */
  now: string;
  categoryIds?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** The search (catalog/search.ts): only the groups it finds, best first. */
  search?: Search;
};

export type GroupListRow = {
  id: number;
  product_name: string;
  price_cents: number;
  current_price_cents: number;
  status: Database['groups']['status'];
  end_date: string;
  quantity_booked: number;
  max_quantity: number;
  category_id: number;
  path: string | null;
};

/**
 * The groups under `alias` whose delivery area holds the area's centre: the bounding box
 * (an index range on latitude and longitude), then the squared equirectangular distance
 * against the squared radius, in arithmetic both databases run alike.
 */
function groupServesAreaSql(alias: string, area: Area) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const dLatMiles = sql<number>`((${column('latitude')} - ${area.latitude}) * 69.0)`;
  const dLonMiles = sql<number>`((${column('longitude')} - ${area.longitude}) * ${area.milesPerLonDegree})`;
  return sql<boolean>`(${column('latitude')} >= ${area.box.minLat} and ${column('latitude')} <= ${area.box.maxLat} and ${column('longitude')} >= ${area.box.minLon} and ${column('longitude')} <= ${area.box.maxLon} and ${dLatMiles} * ${dLatMiles} + ${dLonMiles} * ${dLonMiles} <= ${column('radius_miles')} * ${column('radius_miles')})`;
}

/**
 * The listing's order: soonest ending first, then by id, so it is total. The offset pages
 * and the cursor pages both read in it (lib/keyset-paging.ts).
 */
export const GROUP_LIST_ORDER = keyset<GroupListRow>('groups', [
  { column: 'g.end_date', type: 'text', direction: 'asc', of: (row) => row.end_date },
  { column: 'g.id', type: 'integer', direction: 'asc', of: (row) => row.id },
]);

/**
 * Open groups whose delivery area holds the given point, with the filters, in no order
 * yet. Portable SQL (SQLite and PostgreSQL): the bounding box is an index range on
 * (status, latitude, longitude); the exact test is plain arithmetic, the squared
 * equirectangular distance against the squared radius (no sqrt/cos/pow in SQL).
 */
export function openGroupsInAreaQuery(db: Kysely<Database>, filter: GroupListFilter) {
  let query = db
    .selectFrom('groups as g')
    .where(groupIsOpenSql('g', filter.now))
    .where(groupServesAreaSql('g', filter.area));

  if (filter.categoryIds) query = query.where('g.category_id', 'in', filter.categoryIds);
  if (filter.minPriceCents !== undefined) query = query.where('g.current_price_cents', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) query = query.where('g.current_price_cents', '<=', filter.maxPriceCents);
  if (filter.search) query = query.where(searchSql(db, filter.search, 'g').matches);

  return query
    .select([
      'g.id',
      'g.product_name',
      'g.price_cents',
      'g.current_price_cents',
      'g.status',
      'g.end_date',
      'g.quantity_booked',
      'g.max_quantity',
      'g.category_id',
    ])
    .select((eb) => firstImagePath(eb).as('path'));
}

/** A listed group with, in a search, where the search ranks it (catalog/search.ts). */
export type ListedGroupRow = GroupListRow & { search_tier?: number; search_score?: number };

/**
 * A search's order (docs/decisions.md "Search"): groups found by their name first, then by
 * relevance, then the listing's own order. Tier and relevance are integers of the group's
 * own text and the search text, so they are cursor keys like any column; `search.key`
 * names the search in its cursors.
 */
function searchOrder(search: { key: string }): Keyset<ListedGroupRow> {
  return keyset<ListedGroupRow>(`groups-search:${search.key}`, [
    { column: 'g.search_tier', type: 'integer', direction: 'desc', of: (row) => row.search_tier ?? 0 },
    { column: 'g.search_score', type: 'integer', direction: 'desc', of: (row) => row.search_score ?? 0 },
    { column: 'g.end_date', type: 'text', direction: 'asc', of: (row) => row.end_date },
    { column: 'g.id', type: 'integer', direction: 'asc', of: (row) => row.id },
  ]);
}

/**
 * The listing as its pages read it: its order (keyset) and its rows, unordered. Without a
 * search, the open groups of the area soonest ending first; with one, the groups it finds
 * ranked, their tier and relevance as columns of a derived table so the order and the
 * cursor's WHERE can name them.
 */
export function groupListing(db: Kysely<Database>, filter: GroupListFilter) {
  const groups = openGroupsInAreaQuery(db, filter);
  if (!filter.search) return { order: GROUP_LIST_ORDER as Keyset<ListedGroupRow>, rows: groups };
  const search = searchSql(db, filter.search, 'g');
  const ranked = db
    .selectFrom(groups.select([search.tier.as('search_tier'), search.score.as('search_score')]).as('g'))
    .selectAll();
  return { order: searchOrder(filter.search), rows: ranked };
}

/** The keyset of the listing with these filters: a cursor is checked against it before anything is read. */
export function groupListingOrder(search: { key: string } | undefined): Keyset<ListedGroupRow> {
  return search ? searchOrder(search) : (GROUP_LIST_ORDER as Keyset<ListedGroupRow>);
}

/** One offset page of the listing: soonest ending first, or a search's ranking. */
export async function listOpenGroupsInArea(
  db: Kysely<Database>,
  filter: GroupListFilter,
  page: { limit: number; skip: number },
): Promise<ListedGroupRow[]> {
  const { order, rows } = groupListing(db, filter);
  return (await order.ordered(rows).limit(page.limit).offset(page.skip).execute()) as ListedGroupRow[];
}

/** The listing's price ranges for facets, in cents: `max` included, null for no upper bound. */
export type PriceRangeCents = { min: number; max: number | null };

/**
 * How many groups of the listing with `filter` (the caller leaves the facet's own filter
 * out) lie in each category, the group's own: one grouped count.
 */
export async function countByCategory(db: Kysely<Database>, filter: GroupListFilter): Promise<Map<number, number>> {
  const rows = await openGroupsInAreaQuery(db, filter)
    .clearSelect()
    .select(['g.category_id', sql<number | string>`count(*)`.as('n')])
    .groupBy('g.category_id')
    .execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
}

/** How many groups of the listing with `filter` lie in each of `ranges` (by current price): one grouped count. */
export async function countByPriceRange(
  db: Kysely<Database>,
  filter: GroupListFilter,
  ranges: readonly PriceRangeCents[],
): Promise<number[]> {
  const price = sql.ref('g.current_price_cents');
  // The range's index, or -1 for a price in none of them.
  const bucket = sql<number>`(case ${sql.join(
    ranges.map(
      (range, i) =>
        sql`when ${price} >= ${range.min}${range.max === null ? sql`` : sql` and ${price} <= ${range.max}`} then ${sql.lit(i)}`,
    ),
    sql` `,
  )} else -1 end)`;
  const rows = await openGroupsInAreaQuery(db, filter)
    .clearSelect()
    .select([bucket.as('bucket'), sql<number | string>`count(*)`.as('n')])
    // By position: PostgreSQL would not take the expression again, its parameters renumbered, as the same one.
    .groupBy(sql`1`)
    .execute();
  const counts = ranges.map(() => 0);
  for (const row of rows) if (row.bucket >= 0) counts[row.bucket] = Number(row.n);
  return counts;
}

/**
 * Up to `limit` distinct product names of open, unexpired groups the search finds by their
 * name (tiers 2 and 1: the listing's first groups for the same text), ranked as the
 * listing ranks them, for the search box's suggestions; with `area`, only groups
 * delivering there. A name several groups share ranks as its best group.
 */
export async function searchOpenProductNames(
  db: Kysely<Database>,
  search: Search,
  now: string,
  limit: number,
  area?: Area,
): Promise<string[]> {
  const ranked = searchSql(db, search, 'g');
  let query = db
    .selectFrom('groups as g')
    .select('g.product_name')
    .where(groupIsOpenSql('g', now))
    .where(ranked.matches)
    .where(sql<boolean>`${ranked.tier} >= 1`);
  // Only what the shopper's listing would show: a name from another area finds nothing.
  if (area) query = query.where(groupServesAreaSql('g', area));
  const rows = await query
    .groupBy('g.product_name')
    .orderBy(sql`max(${ranked.tier})`, 'desc')
    .orderBy(sql`max(${ranked.score})`, 'desc')
    // lower() first: SQLite sorts by byte and PostgreSQL by locale, which disagree on case.
    .orderBy(sql`lower(${sql.ref('g.product_name')})`)
    .orderBy('g.product_name')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_name);
}

/** Every open, unexpired group's id and end date, by id, at most `limit` (the sitemap's groups). */
export async function listOpenGroupIds(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<Array<{ id: number; end_date: string }>> {
  return db
    .selectFrom('groups')
    .select(['id', 'end_date'])
    .where(groupIsOpenSql('groups', now))
    .orderBy('id')
    .limit(limit)
    .execute();
}
