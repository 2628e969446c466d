import { sql, type Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import type { Area } from './area';
import { containsPattern } from './like-pattern';
import { groupIsOpenSql } from './group-open';
import { firstImagePath } from './first-image';
import { keyset } from '../../lib/keyset-paging';

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
  productName?: string;
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
  if (filter.productName !== undefined) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case but PostgreSQL's does not.
    query = query.where(
      sql<boolean>`lower(${sql.ref('g.product_name')}) like lower(${containsPattern(filter.productName)}) escape '\\'`,
    );
  }

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

/** One offset page of the listing, soonest ending first. */
export async function listOpenGroupsInArea(
  db: Kysely<Database>,
  filter: GroupListFilter,
  page: { limit: number; skip: number },
): Promise<GroupListRow[]> {
  return GROUP_LIST_ORDER.ordered(openGroupsInAreaQuery(db, filter)).limit(page.limit).offset(page.skip).execute();
}

/**
 * Up to `limit` distinct product names of open, unexpired groups containing `text`
 * (case-insensitive, wildcards literal), for the search box's suggestions; with `area`,
 * only groups delivering there.
 */
export async function searchOpenProductNames(
  db: Kysely<Database>,
  text: string,
  now: string,
  limit: number,
  area?: Area,
): Promise<string[]> {
  let query = db.selectFrom('groups').select('product_name').where(groupIsOpenSql('groups', now));
  // Only what the shopper's listing would show: a name from another area finds nothing.
  if (area) query = query.where(groupServesAreaSql('groups', area));
  const rows = await query
    // lower() on both sides: SQLite's LIKE ignores ASCII case but PostgreSQL's does not.
    .where(sql<boolean>`lower(${sql.ref('product_name')}) like lower(${containsPattern(text)}) escape '\\'`)
    .groupBy('product_name')
    // lower() first: SQLite sorts by byte and PostgreSQL by locale, which disagree on case.
    .orderBy(sql`lower(${sql.ref('product_name')})`)
    .orderBy('product_name')
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
