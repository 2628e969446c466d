import { levelPriceCents } from './price-level';
import { areaOfZip, milesBetween } from './area';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListItem = {
  path: string | null;
  group: {
    id: number;
    product_name: string;
    price: number;
    discounted_price: number;
    status: string;
    end_date: string;
    quantity_booked: number;
    max_quantity: number;
    category_id: number;
    current_level: number;
    next_level: { quantity_level: number; discounted_price: number; units_needed: number } | null;
  };
};

async function groupList(payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/group-list', payload: payload as object });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: ListItem[] } };
}

async function list(payload: Record<string, unknown>): Promise<ListItem[]> {
  const { statusCode, body } = await groupList(payload);
  expect(statusCode).toBe(200);
  expect(body.status).toBe(200);
  expect(body.message).toBe('Groups fetched');
  return body.data;
}

/** Every open, unexpired group whose area holds the ZIP, in listing order, computed from the rows in JS. */
async function expectedIdsFor(zip: string): Promise<number[]> {
  const area = areaOfZip(zip)!;
  const rows = await t.handle.db.selectFrom('groups').selectAll().execute();
  const now = new Date().toISOString();
  return rows
    .filter((g) => g.status === 'Open' && g.end_date > now)
    .filter((g) => milesBetween(area, g.latitude, g.longitude) <= g.radius_miles)
    .sort((a, b) => (a.end_date === b.end_date ? a.id - b.id : a.end_date < b.end_date ? -1 : 1))
    .map((g) => g.id);
}

describe('GET /api/category', () => {
  test('answers the tree: top-level categories in order, each with its sub-categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'Categories fetched' });
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.slice(0, 3).map((c: { category_name: string }) => c.category_name)).toEqual([
      'Electronics',
      'Home & Kitchen',
      'Grocery',
    ]);
    for (const top of body.data) {
      expect(Object.keys(top).sort()).toEqual(['category_id', 'category_name', 'sub_category']);
      expect(top.sub_category.length).toBeGreaterThanOrEqual(2);
      expect(top.sub_category.length).toBeLessThanOrEqual(4);
      for (const sub of top.sub_category) {
        expect(sub).toEqual({ category_id: expect.any(Number), category_name: expect.any(String), sub_category: [] });
      }
    }
  });
});

describe('GET /api/groups/open', () => {
  test('every open, unexpired group of every area, by id, with its end date', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/groups/open' });
    expect(res.statusCode).toBe(200);
    const now = new Date().toISOString();
    const rows = await t.handle.db.selectFrom('groups').selectAll().orderBy('id').execute();
    const open = rows.filter((g) => g.status === 'Open' && g.end_date > now && g.quantity_booked < g.max_quantity);
    expect(open.length).toBeLessThan(rows.length);
    expect(res.json().data).toEqual(open.map((g) => ({ id: g.id, end_date: g.end_date })));
  });
});

describe('POST /api/customer/group-list', () => {
  test('pages through every group served at 75201: 12, 12, then the rest', async () => {
    const expected = await expectedIdsFor('75201');
    expect(expected.length).toBeGreaterThan(24);
    expect(expected.length).toBeLessThan(36);

    const page0 = await list({ limit: 12, offset: 0, zip_code: '75201' });
    const page1 = await list({ limit: 12, offset: 1, zip_code: '75201' });
    const page2 = await list({ limit: 12, offset: 2, zip_code: '75201' });
    const page3 = await list({ limit: 12, offset: 3, zip_code: '75201' });
    expect(page0).toHaveLength(12);
    expect(page1).toHaveLength(12);
    expect(page2).toHaveLength(expected.length - 24);
    expect(page3).toEqual([]);
    expect([...page0, ...page1, ...page2].map((item) => item.group.id)).toEqual(expected);
  });

  test('lists only open groups whose delivery radius reaches the ZIP', async () => {
    const items = await list({ limit: 100, offset: 0, zip_code: '75201' });
    const area = areaOfZip('75201')!;
    const rows = await t.handle.db
      .selectFrom('groups')
      .selectAll()
      .where(
        'id',
        'in',
        items.map((i) => i.group.id),
      )
      .execute();
    expect(rows).toHaveLength(items.length);
    const now = new Date().toISOString();
    for (const row of rows) {
      expect(row.status).toBe('Open');
      expect(row.end_date > now).toBe(true);
      expect(milesBetween(area, row.latitude, row.longitude)).toBeLessThanOrEqual(row.radius_miles);
    }
    // Closed groups exist near Dallas but are not listed.
    const closedNearby = await t.handle.db
      .selectFrom('groups')
      .select('id')
      .where('status', '=', 'Closed')
      .where('supplier_city', '=', 'Dallas')
      .execute();
    expect(closedNearby.length).toBeGreaterThan(0);
    const listed = new Set(items.map((i) => i.group.id));
    for (const { id } of closedNearby) expect(listed.has(id)).toBe(false);
  });

  test('answers each item in the documented shape, money in dollars', async () => {
    const [item] = await list({ limit: 1, offset: 0, zip_code: '75201' });
    expect(item).toBeDefined();
    expect(Object.keys(item!).sort()).toEqual(['group', 'path']);
    expect(Object.keys(item!.group).sort()).toEqual(
      [
        'category_id',
        'discounted_price',
        'end_date',
        'id',
        'price',
        'product_name',
        'quantity_booked',
        'max_quantity',
        'current_level',
        'next_level',
        'status',
      ].sort(),
    );
    expect(item!.path).toBe(`/media/groups/${item!.group.id}-1.svg`);
    expect(item!.group.status).toBe('Open');
    expect(new Date(item!.group.end_date).toISOString()).toBe(item!.group.end_date);

    const row = await t.handle.db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', item!.group.id)
      .executeTakeFirstOrThrow();
    expect(item!.group.price).toBe(row.price_cents / 100);
    expect(item!.group.discounted_price).toBe(row.current_price_cents / 100);
    expect(item!.group.quantity_booked).toBe(row.quantity_booked);
    expect(item!.group.max_quantity).toBe(row.max_quantity);
  });

  test("each card's level and next level agree with the group page's", async () => {
    const items = await list({ limit: 12, offset: 0, zip_code: '75201' });
    expect(items.some((item) => item.group.next_level !== null)).toBe(true);
    for (const item of items) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/group/${item.group.id}` })).json().data;
      expect(item.group.current_level).toBe(detail.current_level);
      expect(item.group.next_level).toEqual(detail.next_level);
      if (item.group.next_level) {
        // The next row's price applies once the units still needed are booked.
        expect(item.group.next_level.units_needed).toBeGreaterThan(0);
        expect(item.group.next_level.discounted_price).toBeLessThan(item.group.discounted_price);
      }
    }
  });

  test('discounted_price is the level price at quantity_booked for every seeded group', async () => {
    const groups = await t.handle.db.selectFrom('groups').selectAll().execute();
    const levels = await t.handle.db.selectFrom('group_levels').selectAll().execute();
    for (const g of groups) {
      const own = levels.filter((l) => l.group_id === g.id);
      expect(g.current_price_cents).toBe(levelPriceCents(g.price_cents, own, g.quantity_booked));
    }
  });

  test('serves the other seeded areas and nothing where no group delivers', async () => {
    for (const zip of ['78701', '10001', '94103']) {
      expect((await list({ limit: 12, offset: 0, zip_code: zip })).length).toBeGreaterThan(0);
    }
    expect(await list({ limit: 12, offset: 0, zip_code: '59001' })).toEqual([]);
  });

  test('an unknown ZIP lists nothing', async () => {
    expect(await list({ limit: 12, offset: 0, zip_code: '00000' })).toEqual([]);
  });

  test('limit defaults to 12 and offset to 0', async () => {
    const items = await list({ zip_code: '75201' });
    expect(items).toHaveLength(12);
    expect(items).toEqual(await list({ limit: 12, offset: 0, zip_code: '75201' }));
  });

  test.each([
    [{ limit: 12, offset: 0, zip_code: '7520' }, 'zip_code must be exactly 5 digits'],
    [{ limit: 12, offset: 0, zip_code: '75201-1234' }, 'zip_code must be exactly 5 digits'],
    [{ limit: 12, offset: 0, zip_code: 75201 }, 'zip_code must be exactly 5 digits'],
    [{ limit: 12, offset: 0 }, 'zip_code is required'],
    [{ limit: 0, offset: 0, zip_code: '75201' }, 'limit must be an integer from 1 to 100'],
    [{ limit: 101, offset: 0, zip_code: '75201' }, 'limit must be an integer from 1 to 100'],
    [{ limit: 1.5, offset: 0, zip_code: '75201' }, 'limit must be an integer from 1 to 100'],
    [{ limit: 'ten', offset: 0, zip_code: '75201' }, 'limit must be an integer from 1 to 100'],
    [{ limit: 12, offset: -1, zip_code: '75201' }, 'offset must be a non-negative integer'],
    [{ zip_code: '75201', min: -1 }, 'min must be a non-negative number up to 1000000'],
    [{ zip_code: '75201', max: 'lots' }, 'max must be a non-negative number up to 1000000'],
    [{ zip_code: '75201', category: 0 }, 'category must be a positive integer'],
    [{ zip_code: '75201', category: 99999999999 }, 'category must be a positive integer'],
    [{ zip_code: '75201', product_name: 42 }, 'product_name must be text'],
    [{ zip_code: '75201', product_name: 'x'.repeat(101) }, 'product_name must be at most 100 characters'],
  ])('bad input %j → 400 %s', async (payload, message) => {
    const { statusCode, body } = await groupList(payload);
    expect(statusCode).toBe(400);
    expect(body).toEqual({ status: 400, message, data: null });
  });

  test('a body that is not a JSON object is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/group-list',
      headers: { 'content-type': 'application/json' },
      payload: '{"zip_code": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, data: null });

    const arrayBody = await groupList([1, 2]);
    expect(arrayBody.statusCode).toBe(400);
    expect(arrayBody.body.message).toBe('Request body must be a JSON object');
  });

  test('null and empty optional filters mean "not given"; numbers may come as text', async () => {
    const plain = await list({ limit: 12, offset: 0, zip_code: '75201' });
    expect(
      await list({ limit: 12, offset: 0, zip_code: '75201', min: null, max: null, category: '', product_name: '' }),
    ).toEqual(plain);
    expect(await list({ limit: '12', offset: '0', zip_code: '75201' })).toEqual(plain);
  });

  test('category filter includes the groups of its sub-categories', async () => {
    const all = await list({ limit: 100, offset: 0, zip_code: '75201' });
    const categories = await t.handle.db.selectFrom('categories').selectAll().execute();
    // A top-level category with listed groups, all of which sit in its sub-categories.
    const top = categories.find(
      (c) =>
        c.parent_id === null &&
        all.some((i) => categories.find((s) => s.id === i.group.category_id)?.parent_id === c.id),
    )!;
    const subIds = categories.filter((c) => c.parent_id === top.id).map((c) => c.id);
    const expected = all.filter((i) => subIds.includes(i.group.category_id)).map((i) => i.group.id);
    expect(expected.length).toBeGreaterThan(0);

    const byTop = await list({ limit: 100, offset: 0, zip_code: '75201', category: top.id });
    expect(byTop.map((i) => i.group.id)).toEqual(expected);

    const sub = byTop[0]!.group.category_id;
    const bySub = await list({ limit: 100, offset: 0, zip_code: '75201', category: sub });
    expect(bySub.map((i) => i.group.id)).toEqual(all.filter((i) => i.group.category_id === sub).map((i) => i.group.id));

    expect(await list({ limit: 12, offset: 0, zip_code: '75201', category: 999999 })).toEqual([]);
  });

  test('price filter applies to the current (discounted) price, in dollars', async () => {
    const all = await list({ limit: 100, offset: 0, zip_code: '75201' });
    const filtered = await list({ limit: 100, offset: 0, zip_code: '75201', min: 50, max: 200 });
    const expected = all.filter((i) => i.group.discounted_price >= 50 && i.group.discounted_price <= 200);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(filtered).toEqual(expected);

    // Bounds are inclusive, to the cent.
    const exact = all[0]!.group.discounted_price;
    const same = await list({ limit: 100, offset: 0, zip_code: '75201', min: exact, max: exact });
    expect(same.map((i) => i.group.id)).toContain(all[0]!.group.id);
    expect(same.every((i) => i.group.discounted_price === exact)).toBe(true);
  });

  test('product_name finds every group whose name contains the text case-insensitively, those first', async () => {
    const items = await list({ limit: 100, offset: 0, zip_code: '75201', product_name: 'DOG' });
    const all = await list({ limit: 100, offset: 0, zip_code: '75201' });
    const expected = all.filter((i) => i.group.product_name.toLowerCase().includes('dog'));
    expect(expected.length).toBeGreaterThan(0);
    // The search's ranking (catalog/search.ts): the names holding the text as typed lead.
    expect(new Set(items.slice(0, expected.length))).toEqual(new Set(expected));
  });

  test('SQL-ish and wildcard text is searched as text: no error, wildcards find nothing', async () => {
    for (const text of ['%', '_', '%%%', '\\']) {
      expect(await list({ limit: 100, offset: 0, zip_code: '75201', product_name: text })).toEqual([]);
    }
    // No name holds this text: it finds the groups holding its word "dog" ("or" is a stop word).
    const found = await list({ limit: 100, offset: 0, zip_code: '75201', product_name: "%' OR 'dog" });
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) {
      const row = await t.handle.db
        .selectFrom('groups')
        .select(['product_name', 'description'])
        .where('id', '=', item.group.id)
        .executeTakeFirstOrThrow();
      expect(`${row.product_name} ${row.description}`).toMatch(/\bdogs?\b/i);
    }
    // No group holds all of "drop", "table" and "groups".
    expect(await list({ limit: 100, offset: 0, zip_code: '75201', product_name: "'; drop table groups; --" })).toEqual(
      [],
    );
    // The table is still there.
    expect(await list({ limit: 1, offset: 0, zip_code: '75201' })).toHaveLength(1);
  });
});
