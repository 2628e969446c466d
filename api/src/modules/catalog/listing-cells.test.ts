import { PostgresAdapter } from 'kysely';
import { areaCellSql } from '../../db/migrations/023_listing_area_cells';
import { seededRandom } from '../../seed/random';
import { createTestApp, type TestApp } from '../../test/test-app';
import { areaCellOf, areaOfZip, milesBetween } from './area';

// The listing reads an area cell by cell (migration 023, catalog/listing-keys.ts) and
// merges the cells. Groups scattered over every cell around a ZIP, with their own radii,
// end dates (ties included), prices and categories, some closed or ended: every page,
// by offset and by cursor, both ways, must be exactly the listing computed here in JS from
// the rows, on SQLite and (TEST_DATABASE_URL) PostgreSQL.

let t: TestApp;
const ZIP = '59001';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = { cursor?: string; group: { id: number } };
type Page = {
  groups: Card[];
  total: number;
  has_next_page: boolean;
  has_previous_page: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
};

/** Groups at random points up to 130 miles from the ZIP's centre (so several cells, some beyond any radius). */
async function scatterGroups(count: number): Promise<void> {
  const area = areaOfZip(ZIP)!;
  const random = seededRandom(41);
  const categories = await t.handle.db.selectFrom('categories').select('id').orderBy('id').execute();
  const base = Date.now() + 86_400_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const miles = 130 * Math.sqrt(random());
    const angle = 2 * Math.PI * random();
    const price = 1000 + Math.floor(random() * 50) * 100;
    return {
      category_id: categories[Math.floor(random() * categories.length)]!.id,
      product_name: `Cell Walker ${i}`,
      description: 'A group of the cell-by-cell listing test',
      price_cents: price,
      current_price_cents: price,
      shipping_cents: 0,
      max_quantity: 10,
      // A few sold out: not listed either.
      quantity_booked: random() < 0.05 ? 10 : 0,
      // Ties on the end date; a few already ended.
      end_date: new Date(base + (random() < 0.05 ? -2 : 1) * Math.floor(random() * 40) * 3_600_000).toISOString(),
      status: random() < 0.1 ? ('Closed' as const) : ('Open' as const),
      supplier_zip: ZIP,
      supplier_street: '1 Cell St',
      supplier_city: 'Cell',
      supplier_state: 'MT',
      latitude: area.latitude + (miles * Math.sin(angle)) / 69,
      longitude: area.longitude + (miles * Math.cos(angle)) / area.milesPerLonDegree,
      radius_miles: 10 + Math.floor(random() * 91),
      created_at: new Date().toISOString(),
    };
  });
  for (let start = 0; start < rows.length; start += 100) {
    await t.handle.db
      .insertInto('groups')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

/** The listing computed from every row: open groups reaching the ZIP, with the filters, soonest ending first. */
async function expected(filter: { category?: number; minCents?: number; maxCents?: number } = {}): Promise<number[]> {
  const area = areaOfZip(ZIP)!;
  const now = new Date().toISOString();
  const rows = await t.handle.db.selectFrom('groups').selectAll().execute();
  return rows
    .filter((g) => g.status === 'Open' && g.end_date > now && g.quantity_booked < g.max_quantity)
    .filter((g) => milesBetween(area, g.latitude, g.longitude) <= g.radius_miles)
    .filter((g) => filter.category === undefined || g.category_id === filter.category)
    .filter((g) => filter.minCents === undefined || g.current_price_cents >= filter.minCents)
    .filter((g) => filter.maxCents === undefined || g.current_price_cents <= filter.maxCents)
    .sort((a, b) => (a.end_date === b.end_date ? a.id - b.id : a.end_date < b.end_date ? -1 : 1))
    .map((g) => g.id);
}

async function post<T>(url: string, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
}

const ids = (cards: Card[]) => cards.map((card) => card.group.id);

test('the database numbers a group’s cell, as the indexes do, exactly as areaCellOf does, on either side of every boundary', async () => {
  const points: Array<[number, number]> = [
    [46.5, -108.3],
    [47, -108],
    [46.999999, -108.000001],
    [0, 0],
    [-0.5, -0.5],
    [19.9, -155.6],
    [64.8, -147.7],
    [51.9, -176.6],
    [71.29, -156.79],
    [89.9, 179.99],
    [-89.9, -179.99],
  ];
  const { id: category } = await t.handle.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  for (const [latitude, longitude] of points) {
    const { id } = await t.handle.db
      .insertInto('groups')
      .values({
        category_id: category,
        product_name: 'Cell Boundary',
        description: 'A point on a cell boundary',
        price_cents: 100,
        current_price_cents: 100,
        shipping_cents: 0,
        max_quantity: 1,
        quantity_booked: 0,
        end_date: new Date(Date.now() - 86_400_000).toISOString(),
        status: 'Closed',
        supplier_zip: ZIP,
        supplier_street: '1 Edge St',
        supplier_city: 'Edge',
        supplier_state: 'MT',
        latitude,
        longitude,
        radius_miles: 10,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const onPostgres = t.handle.db.getExecutor().adapter instanceof PostgresAdapter;
    const { cell } = await t.handle.db
      .selectFrom('groups as g')
      .select(areaCellSql(onPostgres, 'g').as('cell'))
      .where('g.id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ latitude, longitude, cell: Number(cell) }).toEqual({
      latitude,
      longitude,
      cell: areaCellOf(latitude, longitude),
    });
  }
});

test('offset pages and cursor walks over groups in many cells answer exactly the listing', async () => {
  await scatterGroups(600);
  const listed = await t.handle.db
    .selectFrom('groups')
    .select(['latitude', 'longitude'])
    .where('id', 'in', await expected())
    .execute();
  expect(new Set(listed.map((g) => areaCellOf(g.latitude, g.longitude))).size).toBeGreaterThanOrEqual(6);
  const filters: Array<[object, Parameters<typeof expected>[0]]> = [
    [{}, {}],
    [
      { min: 20, max: 40 },
      { minCents: 2000, maxCents: 4000 },
    ],
  ];
  const { id: category } = await t.handle.db
    .selectFrom('groups')
    .select('category_id as id')
    .where('product_name', 'like', 'Cell Walker%')
    .executeTakeFirstOrThrow();
  filters.push([{ category }, { category }]);

  for (const [payload, filter] of filters) {
    const listing = await expected(filter);
    expect(listing.length).toBeGreaterThan(payload === filters[0]![0] ? 100 : 5);

    const byOffset: number[] = [];
    for (let offset = 0; ; offset++) {
      const items = await post<Card[]>('/api/customer/group-list', { zip_code: ZIP, limit: 9, offset, ...payload });
      byOffset.push(...ids(items));
      if (items.length < 9) break;
    }
    expect(byOffset).toEqual(listing);

    const forward: number[] = [];
    let page = await post<Page>('/api/customer/group-page', { zip_code: ZIP, limit: 11, ...payload });
    expect(page.total).toBe(listing.length);
    forward.push(...ids(page.groups));
    while (page.has_next_page) {
      page = await post<Page>('/api/customer/group-page', {
        zip_code: ZIP,
        limit: 11,
        after: page.end_cursor,
        ...payload,
      });
      expect(page.total).toBe(listing.length);
      forward.push(...ids(page.groups));
    }
    expect(forward).toEqual(listing);

    const backward: number[] = [];
    for (;;) {
      backward.unshift(...ids(page.groups));
      if (!page.has_previous_page) break;
      page = await post<Page>('/api/customer/group-page', {
        zip_code: ZIP,
        limit: 11,
        before: page.start_cursor,
        ...payload,
      });
    }
    expect(backward).toEqual(listing);
  }
}, 120_000);
