import { execFile } from 'node:child_process';
import { compiledAdminCli } from '../../../../scripts/lib/server-build';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipPlace } from '../../lib/zip-places';
import { createDb } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrations/migrator';
import { seedIfEmpty } from '../../seed/seed';
import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  customerToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function validGroup(): Record<string, unknown> {
  return {
    category_id: categoryId,
    product_name: 'Cast Iron Skillet 12"',
    description: 'Pre-seasoned skillet.',
    price: 49.99,
    shipping: 7,
    max_quantity: 300,
    end_date: inDays(14),
    supplier_zip: '75204',
    supplier_street: '3300 McKinney Ave',
    supplier_city: 'Dallas',
    supplier_state: 'TX',
    radius_miles: 40,
    levels: [
      { quantity_level: 50, discounted_price: 44.99 },
      { quantity_level: 150, discounted_price: 39.99 },
      { quantity_level: 300, discounted_price: 39.99 },
    ],
  };
}

type Answer = { statusCode: number; body: { status: number; message: string; data: Record<string, unknown> | null } };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { statusCode: res.statusCode, body: res.json() } as Answer;
}

async function create(payload: unknown): Promise<Answer> {
  return call('POST', '/api/admin/groups', adminToken, payload);
}

async function createdId(): Promise<number> {
  const res = await create(validGroup());
  expect(res.statusCode).toBe(200);
  return res.body.data!.id as number;
}

describe('admin access', () => {
  test.each([
    ['GET', '/api/admin/groups'],
    ['POST', '/api/admin/groups'],
    ['PUT', '/api/admin/groups/1'],
    ['POST', '/api/admin/groups/1/close'],
  ] as const)('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    expect(await call(method, url, null, {})).toEqual({
      statusCode: 401,
      body: { status: 401, message: 'Unauthorized', data: null },
    });
    expect(await call(method, url, 'not-a-token', {})).toMatchObject({ statusCode: 401 });
    expect(await call(method, url, customerToken, {})).toEqual({
      statusCode: 403,
      body: { status: 403, message: 'Admin access required', data: null },
    });
  });
});

describe('GET /api/admin/groups', () => {
  test('pages through every group, newest first, closed ones included', async () => {
    const total = (await t.handle.db.selectFrom('groups').select('id').execute()).length;
    const first = await call('GET', '/api/admin/groups?page=1&page_size=5', adminToken);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Groups fetched');
    const page = first.body.data as {
      groups: Array<Record<string, unknown>>;
      total: number;
      page: number;
      page_size: number;
      has_more: boolean;
    };
    expect(page).toMatchObject({ total, page: 1, page_size: 5, has_more: true });
    expect(page.groups).toHaveLength(5);
    const ids = page.groups.map((g) => g.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await call('GET', '/api/admin/groups?page=2&page_size=5', adminToken)).body.data as typeof page;
    expect(Math.max(...second.groups.map((g) => g.id as number))).toBeLessThan(Math.min(...ids));
    expect(Object.keys(page.groups[0]!)).toEqual(expect.arrayContaining(['shipping', 'radius_miles', 'levels']));
    const all = (await call('GET', '/api/admin/groups?page_size=100', adminToken)).body.data as typeof page;
    expect(all.groups.some((g) => g.status === 'Closed')).toBe(true);
  });

  test('by cursor, every status or only the closed: exactly the groups of the pages, newest first', async () => {
    const get = (url: string) => call('GET', url, adminToken);
    type Row = { cursor: string; id: number };
    for (const url of ['/api/admin/groups', '/api/admin/groups?status=Closed']) {
      const { byPage, forward, backward } = await walkAdminList<Row>(get, url, 'groups', 9);
      expect(byPage.length).toBeGreaterThan(9);
      expect(forward).toEqual(byPage);
      expect(backward).toEqual(byPage);
      const ids = byPage.map((group) => group.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  test.each([
    ['page=0', 'page must be a positive integer'],
    ['page_size=101', 'page_size must be an integer from 1 to 100'],
    ['page_size=x', 'page_size must be an integer from 1 to 100'],
  ])('?%s → 400 %s', async (query, message) => {
    expect(await call('GET', `/api/admin/groups?${query}`, adminToken)).toEqual({
      statusCode: 400,
      body: { status: 400, message, data: null },
    });
  });
});

describe('POST /api/admin/groups', () => {
  test('creates an open group with its levels, coordinates from the ZIP and the current price', async () => {
    const res = await create(validGroup());
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Group created');
    const g = res.body.data!;
    expect(g).toMatchObject({
      product_name: 'Cast Iron Skillet 12"',
      price: 49.99,
      discounted_price: 44.99,
      shipping: 7,
      radius_miles: 40,
      quantity_booked: 0,
      max_quantity: 300,
      units_left: 300,
      status: 'Open',
      current_level: 1,
      next_level: { quantity_level: 150, discounted_price: 39.99, units_needed: 51 },
      category: { category_id: categoryId, category_name: expect.any(String) },
      supplier: { street: '3300 McKinney Ave', city: 'Dallas', state: 'TX', zip_code: '75204' },
      levels: [
        { quantity_level: 50, discounted_price: 44.99 },
        { quantity_level: 150, discounted_price: 39.99 },
        { quantity_level: 300, discounted_price: 39.99 },
      ],
    });
    const row = await t.handle.db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', g.id as number)
      .executeTakeFirstOrThrow();
    const place = zipPlace('75204')!;
    expect(row).toMatchObject({
      price_cents: 4999,
      current_price_cents: 4499,
      shipping_cents: 700,
      latitude: place.latitude,
      longitude: place.longitude,
      status: 'Open',
    });
    // It is now listed for a nearby ZIP and found by the public detail call.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/group-list',
      payload: { zip_code: '75201', limit: 100, product_name: 'Cast Iron Skillet 12"' },
    });
    expect(listed.json().data.map((i: { group: { id: number } }) => i.group.id)).toContain(g.id);
  });

  test.each([
    [{ category_id: undefined }, 'category_id must be a positive integer'],
    [{ category_id: 999_999 }, 'category_id does not name a category'],
    [{ product_name: '  ' }, 'product_name is required'],
    [{ product_name: undefined }, 'product_name is required'],
    [{ description: undefined }, 'description is required'],
    [{ price: 0 }, 'price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals'],
    [{ price: 10.999 }, 'price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals'],
    [{ shipping: 7.5 }, 'shipping must be a whole number of dollars from 0 to 10000'],
    [{ shipping: -1 }, 'shipping must be a whole number of dollars from 0 to 10000'],
    [{ max_quantity: 0 }, 'max_quantity must be an integer from 1 to 1000000'],
    [{ end_date: 'next week' }, 'end_date must be an ISO-8601 date-time'],
    [{ end_date: inDays(-1) }, 'end_date must be in the future'],
    [{ supplier_zip: '7520' }, 'supplier_zip must be exactly 5 digits'],
    [{ supplier_zip: '00000' }, 'supplier_zip is not a known US ZIP code'],
    [{ supplier_street: '' }, 'supplier_street is required'],
    [{ supplier_city: undefined }, 'supplier_city is required'],
    [{ supplier_state: 42 }, 'supplier_state must be a string'],
    [{ radius_miles: 0 }, 'radius_miles must be a number above 0 and at most 100'],
    [{ radius_miles: 100.5 }, 'radius_miles must be a number above 0 and at most 100'],
    [{ levels: [] }, 'levels must be a list of 1 to 20 price levels'],
    [{ levels: 'cheap' }, 'levels must be a list of 1 to 20 price levels'],
    [{ levels: [{ quantity_level: 0, discounted_price: 40 }] }, 'levels quantity_level must be a positive integer'],
    [
      { levels: [{ quantity_level: 10, discounted_price: -1 }] },
      'levels discounted_price must be an amount in dollars from 0 to 1000000 with at most 2 decimals',
    ],
    [
      {
        levels: [
          { quantity_level: 50, discounted_price: 45 },
          { quantity_level: 50, discounted_price: 40 },
        ],
      },
      'levels quantity_level must be strictly increasing',
    ],
    [
      {
        levels: [
          { quantity_level: 50, discounted_price: 40 },
          { quantity_level: 100, discounted_price: 45 },
        ],
      },
      'levels discounted_price must not increase from one level to the next',
    ],
    [{ levels: [{ quantity_level: 50, discounted_price: 49.99 }] }, 'levels discounted_price must be below price'],
    [{ levels: [{ quantity_level: 301, discounted_price: 40 }] }, 'levels quantity_level must not exceed max_quantity'],
  ])('%j → 400 %s, nothing written', async (change, message) => {
    const before = (await t.handle.db.selectFrom('groups').select('id').execute()).length;
    expect(await create({ ...validGroup(), ...change })).toEqual({
      statusCode: 400,
      body: { status: 400, message, data: null },
    });
    expect((await t.handle.db.selectFrom('groups').select('id').execute()).length).toBe(before);
  });

  test('a body that is not an object is a 400', async () => {
    expect((await create([1])).body).toEqual({
      status: 400,
      message: 'Request body must be a JSON object',
      data: null,
    });
  });
});

describe('PUT /api/admin/groups/:id', () => {
  test('changes only the given fields and recomputes the current price and coordinates', async () => {
    const id = await createdId();
    await t.handle.db.updateTable('groups').set({ quantity_booked: 60 }).where('id', '=', id).execute();
    const res = await call('PUT', `/api/admin/groups/${id}`, adminToken, {
      supplier_zip: '78701',
      levels: [
        { quantity_level: 40, discounted_price: 45 },
        { quantity_level: 200, discounted_price: 35.5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Group updated');
    expect(res.body.data).toMatchObject({
      product_name: 'Cast Iron Skillet 12"',
      price: 49.99,
      discounted_price: 35.5,
      current_level: 2,
      next_level: null,
      supplier: { zip_code: '78701', street: '3300 McKinney Ave' },
    });
    const row = await t.handle.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      current_price_cents: 3550,
      quantity_booked: 60,
      latitude: zipPlace('78701')!.latitude,
    });
    const levels = await t.handle.db.selectFrom('group_levels').selectAll().where('group_id', '=', id).execute();
    expect(levels).toHaveLength(2);
  });

  test('checks the merged group: a price at or under a stored level is refused', async () => {
    const id = await createdId();
    expect(await call('PUT', `/api/admin/groups/${id}`, adminToken, { price: 44.99 })).toEqual({
      statusCode: 400,
      body: { status: 400, message: 'levels discounted_price must be below price', data: null },
    });
    await t.handle.db.updateTable('groups').set({ quantity_booked: 20 }).where('id', '=', id).execute();
    expect((await call('PUT', `/api/admin/groups/${id}`, adminToken, { max_quantity: 10 })).body.message).toBe(
      'max_quantity must be at least the 20 units already booked',
    );
  });

  test('404 for an unknown group, 400 for a bad id', async () => {
    expect((await call('PUT', '/api/admin/groups/99999999', adminToken, { price: 10 })).body).toEqual({
      status: 404,
      message: 'Group not found',
      data: null,
    });
    expect((await call('PUT', '/api/admin/groups/abc', adminToken, { price: 10 })).body.message).toBe(
      'id must be a positive integer',
    );
  });
});

describe('POST /api/admin/groups/:id/close', () => {
  test('closes the group (idempotently) and it leaves the listing', async () => {
    const id = await createdId();
    const res = await call('POST', `/api/admin/groups/${id}/close`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ message: 'Group closed', data: { id, status: 'Closed', next_level: null } });
    expect((await call('POST', `/api/admin/groups/${id}/close`, adminToken)).body.data).toMatchObject({
      status: 'Closed',
    });
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/group-list',
      payload: { zip_code: '75201', limit: 100, product_name: 'Cast Iron Skillet 12"' },
    });
    expect(listed.json().data.map((i: { group: { id: number } }) => i.group.id)).not.toContain(id);
  });

  test('404 for an unknown group', async () => {
    expect((await call('POST', '/api/admin/groups/99999999/close', adminToken)).statusCode).toBe(404);
  });
});

describe('admin CLI', () => {
  const repoRoot = path.resolve(__dirname, '../../../..');
  let dir: string;
  let sqliteFile: string;

  // Always a SQLite file of its own: the CLI is a separate process and finds the
  // database through SQLITE_FILE, as an operator's shell would.
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cli-'));
    sqliteFile = path.join(dir, 'shop.db');
    const handle = createDb({ databaseUrl: undefined, sqliteFile });
    try {
      await migrateToLatest(handle);
      await seedIfEmpty(handle.db, path.join(dir, 'media'));
    } finally {
      await handle.db.destroy();
    }
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [...compiledAdminCli(), ...args], {
        cwd: repoRoot,
        env: { ...process.env, SQLITE_FILE: sqliteFile, DATABASE_URL: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  test('groups:list prints a page of groups as JSON', async () => {
    const { code, stdout } = await cli('groups:list', '--page-size', '2');
    expect(code).toBe(0);
    const page = JSON.parse(stdout) as { groups: Array<{ id: number }>; total: number; page: number };
    expect(page).toMatchObject({ total: 72, page: 1, page_size: 2, has_more: true });
    expect(page.groups.map((g) => g.id)).toEqual([72, 71]);
  });

  test('groups:create, groups:update and groups:close go through the same validation', async () => {
    const created = await cli('groups:create', '--json', JSON.stringify({ ...validGroup(), category_id: 2 }));
    expect(created.code).toBe(0);
    const id = (JSON.parse(created.stdout) as { id: number }).id;
    const updated = await cli('groups:update', String(id), '--json', '{"radius_miles": 55}');
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({ id, radius_miles: 55 });
    const closed = await cli('groups:close', String(id));
    expect(closed.code).toBe(0);
    expect(JSON.parse(closed.stdout)).toMatchObject({ id, status: 'Closed' });

    const bad = await cli('groups:update', String(id), '--json', '{"radius_miles": 500}');
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr.trim()).toBe('Error: radius_miles must be a number above 0 and at most 100');
  });

  test('bad command lines exit non-zero with a clear message', async () => {
    const unknown = await cli('groups:explode');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Error: unknown command: groups:explode');
    expect(unknown.stderr).toContain('Usage: npm run admin -- <command>');
    const badJson = await cli('groups:create', '--json', '{oops');
    expect(badJson.code).toBe(1);
    expect(badJson.stderr).toContain('Error: --json must be valid JSON');
    const badId = await cli('groups:close', 'abc');
    expect(badId).toMatchObject({ code: 1, stderr: 'Error: id must be a positive integer\n' });
  });
});
