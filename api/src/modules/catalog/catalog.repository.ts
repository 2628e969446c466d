import { sql, type Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import type { Area } from './area';
import { containsPattern } from './like-pattern';
import { groupIsOpenSql } from './group-open';

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
  limit: number;
  skip: number;
};

export type GroupListRow = {
  id: number;
  product_name: string;
  price_cents: number;
  current_price_cents: number;
  status: Database['groups']['status'];
  end_date: string;
  quantity_booked: number;
  category_id: number;
  path: string | null;
};

/**
 * Open groups whose delivery area holds the given point, soonest ending first.
 * Portable SQL (SQLite and PostgreSQL): the bounding box is an index range on
 * (status, latitude, longitude); the exact test is plain arithmetic, the squared
 * equirectangular distance against the squared radius (no sqrt/cos/pow in SQL).
 */
export async function listOpenGroupsInArea(db: Kysely<Database>, filter: GroupListFilter): Promise<GroupListRow[]> {
  const { area } = filter;
  const dLatMiles = sql<number>`((${sql.ref('g.latitude')} - ${area.latitude}) * 69.0)`;
  const dLonMiles = sql<number>`((${sql.ref('g.longitude')} - ${area.longitude}) * ${area.milesPerLonDegree})`;

  let query = db
    .selectFrom('groups as g')
    .where(groupIsOpenSql('g', filter.now))
    .where('g.latitude', '>=', area.box.minLat)
    .where('g.latitude', '<=', area.box.maxLat)
    .where('g.longitude', '>=', area.box.minLon)
    .where('g.longitude', '<=', area.box.maxLon)
    .where(
      sql<boolean>`${dLatMiles} * ${dLatMiles} + ${dLonMiles} * ${dLonMiles} <= ${sql.ref('g.radius_miles')} * ${sql.ref('g.radius_miles')}`,
    );

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
      'g.category_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('group_images as gi')
        .select('gi.path')
        .whereRef('gi.group_id', '=', 'g.id')
        .orderBy('gi.sort_order')
        .orderBy('gi.id')
        .limit(1)
        .as('path'),
    )
    .orderBy('g.end_date')
    .orderBy('g.id')
    .limit(filter.limit)
    .offset(filter.skip)
    .execute();
}

/**
 * Up to `limit` distinct product names of open, unexpired groups containing `text`
 * (case-insensitive, wildcards literal), for the search box's suggestions.
 */
export async function searchOpenProductNames(
  db: Kysely<Database>,
  text: string,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('groups')
    .select('product_name')
    .where(groupIsOpenSql('groups', now))
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
