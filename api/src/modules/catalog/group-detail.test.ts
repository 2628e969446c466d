import type { KyselyPlugin } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { GroupDetail } from './group-detail-view';
import { createGroupDetailService } from './group-detail.service';
import { levelPriceCents } from './price-level';

let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const sub = await t.handle.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  categoryId = sub.id;
});

afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

/** A group with exactly these levels and bookings, straight into the database. */
async function insertGroup(options: {
  booked: number;
  levels: Array<[number, number]>;
  max?: number;
  endDate?: string;
  status?: 'Open' | 'Closed';
}): Promise<number> {
  const levels = options.levels.map(([quantity_level, price_cents]) => ({ quantity_level, price_cents }));
  const { id } = await t.handle.db
    .insertInto('groups')
    .values({
      category_id: categoryId,
      product_name: 'Level Test Kettle',
      description: 'A kettle for level tests',
      price_cents: 10_000,
      current_price_cents: levelPriceCents(10_000, levels, options.booked),
      shipping_cents: 500,
      max_quantity: options.max ?? 200,
      quantity_booked: options.booked,
      end_date: options.endDate ?? new Date(Date.now() + 10 * DAY_MS).toISOString(),
      status: options.status ?? 'Open',
      supplier_zip: '75201',
      supplier_street: '1 Main St',
      supplier_city: 'Dallas',
      supplier_state: 'TX',
      latitude: 32.79,
      longitude: -96.8,
      radius_miles: 30,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (levels.length > 0) {
    await t.handle.db
      .insertInto('group_levels')
      .values(levels.map((level) => ({ group_id: id, ...level })))
      .execute();
  }
  return id;
}

async function getGroup(id: number | string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/group/${id}` });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: GroupDetail } };
}

async function batch(payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/group/batch', payload: payload as object });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: GroupDetail[] } };
}

describe('GET /api/group/:id', () => {
  test('answers a seeded group in the documented shape, money in dollars', async () => {
    const row = await t.handle.db
      .selectFrom('groups')
      .innerJoin('categories', 'categories.id', 'groups.category_id')
      .selectAll('groups')
      .select('categories.name as category_name')
      .where('groups.status', '=', 'Open')
      .where('groups.end_date', '>', new Date().toISOString())
      .orderBy('groups.id')
      .executeTakeFirstOrThrow();
    const { statusCode, body } = await getGroup(row.id);
    expect(statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(body.message).toBe('Group fetched');
    const g = body.data;
    expect(Object.keys(g).sort()).toEqual(
      [
        'category',
        'current_level',
        'description',
        'discounted_price',
        'documentUrl',
        'document_file',
        'end_date',
        'id',
        'levels',
        'max_quantity',
        'next_level',
        'price',
        'productImage',
        'product_name',
        'quantity_booked',
        'status',
        'supplier',
        'units_left',
      ].sort(),
    );
    expect(g).toMatchObject({
      id: row.id,
      product_name: row.product_name,
      description: row.description,
      price: row.price_cents / 100,
      discounted_price: row.current_price_cents / 100,
      category: { category_id: row.category_id, category_name: row.category_name },
      end_date: row.end_date,
      quantity_booked: row.quantity_booked,
      max_quantity: row.max_quantity,
      units_left: row.max_quantity - row.quantity_booked,
      status: 'Open',
      supplier: {
        street: row.supplier_street,
        city: row.supplier_city,
        state: row.supplier_state,
        zip_code: row.supplier_zip,
      },
    });
    const images = await t.handle.db
      .selectFrom('group_images')
      .select('path')
      .where('group_id', '=', row.id)
      .orderBy('sort_order')
      .execute();
    expect(images.length).toBeGreaterThan(0);
    expect(g.productImage).toEqual(images.map((i) => ({ imageUrl: i.path })));
    expect(g.documentUrl).toEqual([{ path: `/media/docs/${row.id}.pdf`, file_name: expect.stringMatching(/\.pdf$/) }]);
    expect(g.document_file).toBe(`/media/docs/${row.id}.pdf`);
    const levels = await t.handle.db
      .selectFrom('group_levels')
      .select(['quantity_level', 'price_cents'])
      .where('group_id', '=', row.id)
      .orderBy('quantity_level')
      .execute();
    expect(g.levels).toEqual(
      levels.map((l) => ({ quantity_level: l.quantity_level, discounted_price: l.price_cents / 100 })),
    );
    // The highlighted row carries the discounted price.
    expect(g.levels[g.current_level - 1]!.discounted_price).toBe(g.discounted_price);
  });

  // Levels 10 @ $90, 25 @ $85, 50 @ $80 on a $100 group.
  const LEVELS: Array<[number, number]> = [
    [25, 8500],
    [10, 9000],
    [50, 8000],
  ];
  test.each([
    [0, 1, 90, { quantity_level: 25, discounted_price: 85, units_needed: 11 }],
    [1, 1, 90, { quantity_level: 25, discounted_price: 85, units_needed: 10 }],
    [10, 1, 90, { quantity_level: 25, discounted_price: 85, units_needed: 1 }],
    [11, 2, 85, { quantity_level: 50, discounted_price: 80, units_needed: 15 }],
    [25, 2, 85, { quantity_level: 50, discounted_price: 80, units_needed: 1 }],
    [26, 3, 80, null],
    [50, 3, 80, null],
    [80, 3, 80, null],
  ])('%i booked → current_level %i at $%d, next %j', async (booked, current, price, next) => {
    const id = await insertGroup({ booked, levels: LEVELS });
    const { statusCode, body } = await getGroup(id);
    expect(statusCode).toBe(200);
    expect(body.data.levels).toEqual([
      { quantity_level: 10, discounted_price: 90 },
      { quantity_level: 25, discounted_price: 85 },
      { quantity_level: 50, discounted_price: 80 },
    ]);
    expect(body.data.current_level).toBe(current);
    expect(body.data.discounted_price).toBe(price);
    expect(body.data.next_level).toEqual(next);
    expect(body.data.units_left).toBe(200 - booked);
  });

  test('a group without levels sells at its price: current_level 0, no next level', async () => {
    const id = await insertGroup({ booked: 3, levels: [] });
    const { body } = await getGroup(id);
    expect(body.data).toMatchObject({
      levels: [],
      current_level: 0,
      next_level: null,
      price: 100,
      discounted_price: 100,
    });
    expect(body.data.productImage).toEqual([]);
    expect(body.data.documentUrl).toEqual([]);
    expect(body.data.document_file).toBeNull();
  });

  test('a group whose end_date passed reads Closed before the settlement job runs', async () => {
    const id = await insertGroup({
      booked: 0,
      levels: LEVELS,
      endDate: new Date(Date.now() - 60_000).toISOString(),
    });
    const stored = await t.handle.db
      .selectFrom('groups')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Open');
    const { body } = await getGroup(id);
    expect(body.data.status).toBe('Closed');
    expect(body.data.next_level).toBeNull();
  });

  test('a sold-out group reads Closed with no units left; a stored Closed stays Closed', async () => {
    const soldOut = await insertGroup({ booked: 60, max: 60, levels: LEVELS });
    expect((await getGroup(soldOut)).body.data).toMatchObject({ status: 'Closed', units_left: 0 });
    const closed = await insertGroup({ booked: 0, levels: LEVELS, status: 'Closed' });
    expect((await getGroup(closed)).body.data.status).toBe('Closed');
  });

  test('an unknown id is a 404 Group not found', async () => {
    expect(await getGroup(99_999_999)).toEqual({
      statusCode: 404,
      body: { status: 404, message: 'Group not found', data: null },
    });
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('id %s is a 400 naming the id', async (id) => {
    expect(await getGroup(id)).toEqual({
      statusCode: 400,
      body: { status: 400, message: 'id must be a positive integer', data: null },
    });
  });
});

describe('POST /api/group/batch', () => {
  test('answers the groups in the order asked, leaving unknown ids out', async () => {
    const rows = await t.handle.db.selectFrom('groups').select('id').orderBy('id').limit(3).execute();
    const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
    const { statusCode, body } = await batch({ ids: [c, 99_999_999, a, b] });
    expect(statusCode).toBe(200);
    expect(body.message).toBe('Groups fetched');
    expect(body.data.map((g) => g.id)).toEqual([c, a, b]);
    // Each item is exactly what the single call answers.
    expect(body.data[1]).toEqual((await getGroup(a)).body.data);
  });

  test('an empty list answers an empty list; ids may come as numeric text', async () => {
    expect((await batch({ ids: [] })).body.data).toEqual([]);
    const { id } = await t.handle.db.selectFrom('groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await batch({ ids: [String(id)] })).body.data.map((g) => g.id)).toEqual([id]);
  });

  test('100 ids are read with one query per table, not one per group', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const service = createGroupDetailService(t.handle.db.withPlugin(counting));
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const groups = await service.batch(ids);
    expect(groups.length).toBeGreaterThan(50);
    expect(queries).toBe(4);
  });

  test.each([
    [{}, 'ids must be a list of group ids'],
    [{ ids: 'all' }, 'ids must be a list of group ids'],
    [{ ids: [1, 0] }, 'ids must hold positive integers'],
    [{ ids: [1, 'x'] }, 'ids must hold positive integers'],
    [{ ids: [1.5] }, 'ids must hold positive integers'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids must hold at most 100 ids'],
  ])('bad input %j → 400 %s', async (payload, message) => {
    expect(await batch(payload)).toEqual({ statusCode: 400, body: { status: 400, message, data: null } });
  });
});
