import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { areaCellSql } from '../../db/migrations/023_listing_area_cells';
import type { Category, Database } from '../../db/types';
import type { Area } from './area';
import { groupIsOpenSql } from './group-open';
import { firstImagePath } from './first-image';
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
 * The groups under `alias` whose delivery area holds the area's centre: those of `cells`
 * (map cells of the area, catalog/area.ts; an index range each, migration 023) whose
 * squared equirectangular distance is within their squared radius, in arithmetic both
 * databases run alike (no sqrt/cos/pow in SQL).
 */
function groupServesAreaSql(db: Kysely<Database>, alias: string, area: Area, cells: readonly number[]) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const cell = areaCellSql(db.getExecutor().adapter instanceof PostgresAdapter, alias);
  const inCells =
    cells.length === 0
      ? sql<boolean>`1 = 0`
      : cells.length === 1
        ? sql<boolean>`${cell} = ${cells[0]}`
        : sql<boolean>`${cell} in (${sql.join(cells)})`;
  const dLatMiles = sql<number>`((${column('latitude')} - ${area.latitude}) * 69.0)`;
  const dLonMiles = sql<number>`((${column('longitude')} - ${area.longitude}) * ${area.milesPerLonDegree})`;
  return sql<boolean>`(${inCells} and ${dLatMiles} * ${dLatMiles} + ${dLonMiles} * ${dLonMiles} <= ${column('radius_miles')} * ${column('radius_miles')})`;
}

/**
 * Open groups of `cells` (all the area's by default) whose delivery area holds its centre,
 * with the filters, selecting nothing yet, in no order: what the listing, its count and
 * its facets read (`g`). Every condition but the search's is decided in `groups_area_idx`.
 */
export function openGroupsInAreaQuery(
  db: Kysely<Database>,
  filter: GroupListFilter,
  cells: readonly number[] = filter.area.cells,
) {
  let query = db
    .selectFrom('groups as g')
    .where(groupIsOpenSql('g', filter.now))
    .where(groupServesAreaSql(db, 'g', filter.area, cells));

  if (filter.categoryIds) query = query.where('g.category_id', 'in', filter.categoryIds);
  if (filter.minPriceCents !== undefined) query = query.where('g.current_price_cents', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) query = query.where('g.current_price_cents', '<=', filter.maxPriceCents);
  if (filter.search) query = query.where(searchSql(db, filter.search, 'g').matches);
  return query;
}

/** What a listing card shows of these groups, in the order of `ids` (unknown ids left out). */
export async function groupCardRows(db: Kysely<Database>, ids: readonly number[]): Promise<GroupListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('groups as g')
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
    .select((eb) => firstImagePath(eb).as('path'))
    .where('g.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The listing's price ranges for facets, in cents: `max` included, null for no upper bound. */
export type PriceRangeCents = { min: number; max: number | null };

/**
 * How many groups of the listing with `filter` (the caller leaves the facet's own filter
 * out) lie in each category, the group's own: one grouped count.
 */
export async function countByCategory(db: Kysely<Database>, filter: GroupListFilter): Promise<Map<number, number>> {
  const rows = await openGroupsInAreaQuery(db, filter)
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
  if (area) query = query.where(groupServesAreaSql(db, 'g', area, area.cells));
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
