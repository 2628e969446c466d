import { zipPlace } from '../../lib/zip-places';
import { createTestApp, type TestApp } from '../../test/test-app';

// Shop search (catalog/search.ts; docs/decisions.md "Search") as a shopper meets it: the
// listing with `product_name` (offset and cursor pages), the search box's suggestions and
// the listing's facets. Groups of the shopper's own are written into an area no seeded
// group serves (ZIP 83702, Boise), so every card the listing may show is known; the seed's
// own Logitech keyboard is searched where the seed put it.

let t: TestApp;
const ZIP = '83702';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = {
  cursor?: string;
  group: { id: number; product_name: string; discounted_price: number; category_id: number };
};
type Page = { groups: Card[]; total: number; has_next_page: boolean; end_cursor: string | null };
type Facets = {
  total: number;
  categories: Array<{ category_id: number; category_name: string; parent_id: number | null; count: number }>;
  price_ranges: Array<{ min: number; max: number | null; count: number }>;
};

async function post<T>(url: string, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
}

const list = (payload: object) => post<Card[]>('/api/customer/group-list', { limit: 100, offset: 0, ...payload });
const page = (payload: object) => post<Page>('/api/customer/group-page', payload);
const facets = (payload: object) => post<Facets>('/api/customer/group-facets', payload);
const names = (cards: Card[]) => cards.map((card) => card.group.product_name);

async function suggestions(text: string, zipCode?: string): Promise<string[]> {
  const query = zipCode ? `?zip_code=${zipCode}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/product-search/${encodeURIComponent(text)}${query}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ name: string }> }).data.map((item) => item.name);
}

/** Every card of a listing read by cursor, `limit` at a time. */
async function walk(payload: object, limit: number): Promise<Card[]> {
  const cards: Card[] = [];
  let current = await page({ ...payload, limit });
  cards.push(...current.groups);
  while (current.has_next_page) {
    current = await page({ ...payload, limit, after: current.end_cursor });
    cards.push(...current.groups);
  }
  return cards;
}

let nextEnd = Date.now() + 10 * 86_400_000;

/** An open group in the test's area; ending later than every one inserted before it unless `endsInHours` says. */
async function insertGroup(group: {
  name: string;
  description: string;
  priceCents?: number;
  categoryId?: number;
  endsInHours?: number;
}): Promise<number> {
  const place = zipPlace(ZIP)!;
  const categoryId =
    group.categoryId ??
    (
      await t.handle.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).id;
  nextEnd += 60_000;
  const end = group.endsInHours === undefined ? nextEnd : Date.now() + group.endsInHours * 3_600_000;
  const price = group.priceCents ?? 2_000;
  const row = await t.handle.db
    .insertInto('groups')
    .values({
      category_id: categoryId,
      product_name: group.name,
      description: group.description,
      price_cents: price,
      current_price_cents: price,
      shipping_cents: 0,
      max_quantity: 10,
      quantity_booked: 0,
      end_date: new Date(end).toISOString(),
      status: 'Open',
      supplier_zip: ZIP,
      supplier_street: '1 Main St',
      supplier_city: place.city,
      supplier_state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      radius_miles: 30,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('what a search finds', () => {
  test('"logitek keybord" finds the Logitech MX Keys Wireless Keyboard group, in the listing and the suggestions', async () => {
    const seeded = await t.handle.db
      .selectFrom('groups')
      .select(['id', 'supplier_zip', 'status', 'end_date'])
      .where('product_name', '=', 'Logitech MX Keys Wireless Keyboard')
      .executeTakeFirstOrThrow();
    // The demo data's group, listed where its supplier is (the seed keeps it open).
    expect(seeded.status).toBe('Open');
    expect(seeded.end_date > new Date().toISOString()).toBe(true);

    const found = await list({ zip_code: seeded.supplier_zip, product_name: 'logitek keybord' });
    expect(found.map((card) => card.group.id)).toContain(seeded.id);
    expect(found[0]!.group.product_name).toBe('Logitech MX Keys Wireless Keyboard');
    expect(await suggestions('logitek keybord', seeded.supplier_zip)).toContain('Logitech MX Keys Wireless Keyboard');
    // Without the typo tolerance, the old literal match found nothing at all.
    expect(
      (await list({ zip_code: seeded.supplier_zip, product_name: 'logitek' })).map((card) => card.group.id),
    ).toContain(seeded.id);
  });

  test('"running shoes" finds "Running Shoe" (stemming), and so does its suggestion', async () => {
    await insertGroup({ name: 'Running Shoe', description: 'Light trainer with a breathable upper.' });
    expect(names(await list({ zip_code: ZIP, product_name: 'running shoes' }))).toEqual(['Running Shoe']);
    expect(names(await list({ zip_code: ZIP, product_name: 'RUN SHOE' }))).toEqual(['Running Shoe']);
    expect(await suggestions('running shoes', ZIP)).toEqual(['Running Shoe']);
    // Every word must match: a shoe that does not run is not found.
    expect(names(await list({ zip_code: ZIP, product_name: 'running boots' }))).toEqual([]);
    // A word the catalogue holds is spelt right: no trigram neighbours ("shoe" is close to "Shower").
    await insertGroup({ name: 'Shower Curtain', description: 'Mildew-resistant.' });
    expect(names(await list({ zip_code: ZIP, product_name: 'shoe' }))).toEqual(['Running Shoe']);
    expect(names(await list({ zip_code: ZIP, product_name: 'showr' }))).toEqual(['Shower Curtain']);
  });

  test('a name match ranks above a description match, whatever ends sooner; the cursor pages keep that order', async () => {
    // The description match ends first: the plain listing would show it first.
    const inDescription = await insertGroup({
      name: 'Walnut Desk Organizer',
      description: 'Keeps a lantern, a notebook and pens tidy.',
      endsInHours: 30,
    });
    const inName = await insertGroup({ name: 'Camping Lantern', description: 'Bright, rechargeable, waterproof.' });
    const typo = await insertGroup({ name: 'Folding Lanterne Stand', description: 'Holds one light.' });

    const found = await list({ zip_code: ZIP, product_name: 'lantern' });
    const order = found.map((card) => card.group.id);
    expect(order).toEqual([inName, typo, inDescription]);
    // Suggestions are the name matches only, best first.
    expect(await suggestions('lantern', ZIP)).toEqual(['Camping Lantern', 'Folding Lanterne Stand']);
    // By cursor, one card a page: the same order, each card once.
    expect((await walk({ zip_code: ZIP, product_name: 'lantern' }, 1)).map((card) => card.group.id)).toEqual(order);
  });

  test('a changed name or description is searched at once; a closed group is not found', async () => {
    const id = await insertGroup({ name: 'Quartz Wall Clock', description: 'Silent sweep movement.' });
    expect(names(await list({ zip_code: ZIP, product_name: 'quartz clock' }))).toEqual(['Quartz Wall Clock']);
    await t.handle.db
      .updateTable('groups')
      .set({ product_name: 'Marble Wall Clock', description: 'Silent sweep movement with a quartz core.' })
      .where('id', '=', id)
      .execute();
    expect(names(await list({ zip_code: ZIP, product_name: 'marble' }))).toEqual(['Marble Wall Clock']);
    // Still found by the description's "quartz", no longer by its name.
    expect(await suggestions('quartz', ZIP)).toEqual([]);
    expect(names(await list({ zip_code: ZIP, product_name: 'quartz clock' }))).toEqual(['Marble Wall Clock']);
    await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', id).execute();
    expect(await list({ zip_code: ZIP, product_name: 'marble' })).toEqual([]);
  });

  test('model numbers match exactly, not as typos; literal text still matches inside names', async () => {
    await insertGroup({ name: 'Aerial Drone X100', description: 'Folding drone.' });
    await insertGroup({ name: 'Aerial Drone X200', description: 'Folding drone, 4K.' });
    expect(names(await list({ zip_code: ZIP, product_name: 'drone x200' }))).toEqual(['Aerial Drone X200']);
    expect(names(await list({ zip_code: ZIP, product_name: 'e X1' }))).toEqual(['Aerial Drone X100']);
  });

  test('a cursor of one search is refused by another, and by the plain listing', async () => {
    const first = await page({ zip_code: ZIP, product_name: 'drone', limit: 1 });
    expect(first.has_next_page).toBe(true);
    for (const payload of [{ product_name: 'lantern' }, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/group-page',
        payload: { zip_code: ZIP, limit: 1, after: first.end_cursor, ...payload },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'after is not a cursor of this list', data: null });
    }
  });
});

describe('the listing’s facets', () => {
  test('each count is the listing’s total for that category or price range, the other filters kept', async () => {
    const categories = await t.handle.db
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .limit(3)
      .execute();
    const prices = [1_500, 7_500, 7_500, 30_000, 120_000, 900_000];
    for (const [i, price] of prices.entries()) {
      await insertGroup({
        name: `Facet Backpack ${i}`,
        description: i % 2 === 0 ? 'A daypack.' : 'A travel backpack with a laptop sleeve.',
        priceCents: price,
        categoryId: categories[i % 3]!.id,
      });
    }
    await insertGroup({ name: 'Facet Tent', description: 'Sleeps two; fits in a backpack.', priceCents: 25_000 });

    const cases = [
      { product_name: 'backpack' },
      { product_name: 'backpack', min: 50, max: 1000 },
      { product_name: 'backpack', category: categories[1]!.id },
      { product_name: 'backpacks laptop' },
      {},
    ];
    for (const filters of cases) {
      const query = { zip_code: ZIP, ...filters };
      const answer = await facets(query);
      expect(answer.total).toBe((await page({ ...query, limit: 1 })).total);
      expect(answer.total).toBe((await list(query)).length);
      expect(answer.categories.length).toBeGreaterThan(0);
      for (const facet of answer.categories) {
        expect(facet.count).toBe((await page({ ...query, category: facet.category_id, limit: 1 })).total);
      }
      expect(answer.price_ranges.map((range) => [range.min, range.max])).toEqual([
        [0, 49.99],
        [50, 99.99],
        [100, 249.99],
        [250, 499.99],
        [500, 999.99],
        [1000, 2499.99],
        [2500, 4999.99],
        [5000, null],
      ]);
      for (const range of answer.price_ranges) {
        const bounds = range.max === null ? { min: range.min } : { min: range.min, max: range.max };
        const { min: _min, max: _max, ...others } = query as { min?: number; max?: number };
        expect(range.count).toBe((await page({ ...others, ...bounds, limit: 1 })).total);
      }
    }

    // What the shopper sees for "backpack": 6 packs and the tent (through its description).
    const backpacks = await facets({ zip_code: ZIP, product_name: 'backpack' });
    expect(backpacks.total).toBe(7);
    expect(backpacks.price_ranges.map((range) => range.count)).toEqual([1, 2, 0, 2, 0, 1, 0, 1]);
    const leafCounts = backpacks.categories.filter((facet) => facet.parent_id !== null);
    expect(leafCounts.reduce((sum, facet) => sum + facet.count, 0)).toBe(7);
  });

  test('an unknown ZIP counts nothing; an unknown category counts nothing but the categories', async () => {
    expect(await facets({ zip_code: '00000', product_name: 'backpack' })).toEqual({
      total: 0,
      categories: [],
      price_ranges: expect.arrayContaining([expect.objectContaining({ count: 0 })]),
    });
    const unknown = await facets({ zip_code: ZIP, product_name: 'backpack', category: 999_999 });
    expect(unknown.total).toBe(0);
    expect(unknown.price_ranges.every((range) => range.count === 0)).toBe(true);
    expect(unknown.categories.length).toBeGreaterThan(0);
  });

  test('bad filters are a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/group-facets',
      payload: { zip_code: ZIP, product_name: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'product_name must be at most 100 characters', data: null });
  });
});
