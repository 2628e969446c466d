import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { DbHandle } from '../api/src/db/kysely';
import { benchCategories, benchGroups, type BenchCategory, type BenchGroup } from './catalogue-rows';

// Loads the benchmark's catalogue (catalogue-rows.ts) into a migrated, empty database, as
// fast as each database takes rows: on PostgreSQL 10,000 groups per INSERT ... SELECT FROM
// unnest() (one array parameter per column), on SQLite 500-row INSERTs in one transaction
// (500 × 19 columns stays far below its 32,766 parameters). Ids are given, so a group's
// levels and image need no RETURNING. Then the statistics a running database would have.

const PG_BATCH = 10_000;
const SQLITE_BATCH = 500;

const GROUP_COLUMNS = [
  ['id', 'int'],
  ['category_id', 'int'],
  ['product_name', 'text'],
  ['description', 'text'],
  ['price_cents', 'int'],
  ['current_price_cents', 'int'],
  ['shipping_cents', 'int'],
  ['max_quantity', 'int'],
  ['quantity_booked', 'int'],
  ['end_date', 'text'],
  ['status', 'text'],
  ['supplier_zip', 'text'],
  ['supplier_street', 'text'],
  ['supplier_city', 'text'],
  ['supplier_state', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['radius_miles', 'float8'],
  ['created_at', 'text'],
] as const satisfies ReadonlyArray<readonly [keyof BenchGroup, string]>;

const imagePath = (groupId: number) => `/media/groups/${groupId}-1.svg`;

async function loadPostgres(pool: Pool, groups: number, categories: readonly BenchCategory[], now: number) {
  const columns = GROUP_COLUMNS.map(([name]) => name).join(', ');
  const arrays = GROUP_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  for (let done = 0; done < groups; done += PG_BATCH) {
    const rows = benchGroups(done, Math.min(PG_BATCH, groups - done), categories, now);
    await pool.query(
      `insert into groups (${columns}) select * from unnest(${arrays})`,
      GROUP_COLUMNS.map(([name]) => rows.map((row) => row[name])),
    );
    const levels = rows.flatMap((row) => row.levels.map((level) => ({ group_id: row.id, ...level })));
    await pool.query(
      'insert into group_levels (group_id, quantity_level, price_cents) select * from unnest($1::int[], $2::int[], $3::int[])',
      [levels.map((l) => l.group_id), levels.map((l) => l.quantity_level), levels.map((l) => l.price_cents)],
    );
    await pool.query(
      `insert into group_images (group_id, path, sort_order) select id, '/media/groups/' || id || '-1.svg', 1 from unnest($1::int[]) as id`,
      [rows.map((row) => row.id)],
    );
  }
  // The ids were given: the sequences go on after them, as if the rows had been created one by one.
  for (const table of ['groups', 'group_levels', 'group_images']) {
    await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  // What autovacuum does to a table soon after a bulk load: statistics for the planner and the
  // visibility map that lets an index-only scan skip the table.
  await pool.query('vacuum (analyze) groups, group_levels, group_images, categories');
}

async function loadSqlite(handle: DbHandle, groups: number, categories: readonly BenchCategory[], now: number) {
  await handle.db.transaction().execute(async (trx) => {
    for (let done = 0; done < groups; done += SQLITE_BATCH) {
      const rows = benchGroups(done, Math.min(SQLITE_BATCH, groups - done), categories, now);
      await trx
        .insertInto('groups')
        .values(rows.map(({ levels: _levels, ...row }) => row))
        .execute();
      await trx
        .insertInto('group_levels')
        .values(rows.flatMap((row) => row.levels.map((level) => ({ group_id: row.id, ...level }))))
        .execute();
      await trx
        .insertInto('group_images')
        .values(rows.map((row) => ({ group_id: row.id, path: imagePath(row.id), sort_order: 1 })))
        .execute();
    }
  });
  // The API never runs ANALYZE on its SQLite file (no sqlite_stat1): the planner's own
  // heuristics are what the shop gets, so the benchmark leaves them too.
}

/**
 * The catalogue's categories and `groups` groups (3 price levels and an image each) in a
 * freshly migrated database; returns the categories.
 */
export async function loadCatalogue(handle: DbHandle, groups: number, now: number): Promise<BenchCategory[]> {
  const categories = benchCategories();
  await handle.db.insertInto('categories').values(categories).execute();
  if (handle.pgPool) {
    await sql`select setval(pg_get_serial_sequence('categories', 'id'), ${categories.length})`.execute(handle.db);
    await loadPostgres(handle.pgPool, groups, categories, now);
  } else await loadSqlite(handle, groups, categories, now);
  return categories;
}
