import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app';
import { keyset } from './keyset-paging';

// The shared keyset paging against a table of its own, on SQLite and (TEST_DATABASE_URL)
// PostgreSQL: ties on every key, NULLs in a nullable key, keys sorted in opposite
// directions. Every walk, forward and back, must answer exactly the rows of the list's
// one ORDER BY, in that order, whatever page size.

type Row = { id: number; score: number; name: string | null };
type TestDb = { keyset_rows: Row };

let t: TestApp;
let db: Kysely<TestDb>;

// Score descending, then name ascending (NULL greatest: after every name), then id.
const order = keyset<Row>('test-rows', [
  { column: 'score', type: 'integer', direction: 'desc', of: (row) => row.score },
  { column: 'name', type: 'text', direction: 'asc', nullable: true, of: (row) => row.name },
  { column: 'id', type: 'integer', direction: 'asc', of: (row) => row.id },
]);

const NAMES = ['ada', 'grace', null, 'alan', null, 'edsger'];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.handle.db as unknown as Kysely<TestDb>;
  await db.schema
    .createTable('keyset_rows')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .execute();
  const rows = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, score: i % 4, name: NAMES[i % NAMES.length]! }));
  await db.insertInto('keyset_rows').values(rows).execute();
});
afterAll(async () => {
  await t.close();
});

const all = () => db.selectFrom('keyset_rows').selectAll();

/** The list's order computed in JS, NULL after every name. */
function expectedOrder(rows: Row[]): number[] {
  const byName = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...rows].sort((a, b) => b.score - a.score || byName(a.name, b.name) || a.id - b.id).map((row) => row.id);
}

test('forward by `after` and back by `before` answer every row once, in the one order', async () => {
  const expected = expectedOrder(await all().execute());
  expect((await order.readAll(all())).rows.map((row) => row.id)).toEqual(expected);

  for (const size of [1, 4, 7, 60, 100]) {
    const forward: number[] = [];
    let page = await order.read(all(), size, {});
    expect(page.has_previous_page).toBe(false);
    forward.push(...page.rows.map((row) => row.id));
    while (page.has_next_page) {
      page = await order.read(all(), size, { after: page.end_cursor! });
      expect(page.has_previous_page).toBe(true);
      forward.push(...page.rows.map((row) => row.id));
    }
    expect(forward).toEqual(expected);

    const backward: number[][] = [];
    let back = await order.read(all(), size, { before: page.start_cursor! });
    while (back.rows.length > 0) {
      expect(back.has_next_page).toBe(true);
      backward.unshift(back.rows.map((row) => row.id));
      if (!back.has_previous_page) break;
      back = await order.read(all(), size, { before: back.start_cursor! });
    }
    expect([...backward.flat(), ...page.rows.map((row) => row.id)]).toEqual(expected);
  }
});

test('a cursor is a position: rows inserted or deleted before it do not move the next page', async () => {
  const first = await order.read(all(), 10, {});
  const next = (await order.read(all(), 10, { after: first.end_cursor! })).rows.map((row) => row.id);
  // The page's own last row goes, and a row lands before the cursor: the next page is the same.
  await db.deleteFrom('keyset_rows').where('id', '=', first.rows[9]!.id).execute();
  await db.insertInto('keyset_rows').values({ id: 1000, score: 99, name: 'zed' }).execute();
  expect((await order.read(all(), 10, { after: first.end_cursor! })).rows.map((row) => row.id)).toEqual(next);
  await db.deleteFrom('keyset_rows').where('id', '=', 1000).execute();
  await db.insertInto('keyset_rows').values(first.rows[9]!).execute();
});

test('offset pages read in the same order and carry the same cursors', async () => {
  const byCursor = await order.read(all(), 9, {});
  const second = await order.read(all(), 9, { after: byCursor.end_cursor! });
  const byOffset = await order.readOffset(all(), 9, 9);
  expect(byOffset.rows).toEqual(second.rows);
  expect(byOffset.cursors).toEqual(second.cursors);
  expect(byOffset.has_previous_page).toBe(true);
  expect((await order.readOffset(all(), 9, 0)).has_previous_page).toBe(false);
  expect(await order.rowsBefore(all(), second, { after: byCursor.end_cursor! })).toBe(9);
});

test('anything but a cursor of this list is a 400 naming the parameter', async () => {
  const mine = (await order.read(all(), 1, {})).end_cursor!;
  const other = keyset<Row>('other-rows', [{ column: 'id', type: 'integer', direction: 'asc', of: (row) => row.id }]);
  const foreign = (await other.read(all(), 1, {})).end_cursor!;
  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const bad = [
    'nope!',
    'x'.repeat(2000),
    encoded({ list: 'test-rows' }),
    encoded(['test-rows', 3, 'ada']),
    encoded(['test-rows', '3', 'ada', 1]),
    encoded(['test-rows', 3, 'ada', 2 ** 40]),
    encoded(['test-rows', 3, 'a\u0000b', 1]),
    encoded(['test-rows', 3, 'ada', null]),
    Buffer.from('["test-rows", 3,').toString('base64url'),
    foreign,
  ];
  for (const text of bad) {
    await expect(order.read(all(), 5, { after: text })).rejects.toMatchObject({
      status: 400,
      message: 'after is not a cursor of this list',
    });
    await expect(order.read(all(), 5, { before: text })).rejects.toMatchObject({
      status: 400,
      message: 'before is not a cursor of this list',
    });
  }
  await expect(order.read(all(), 5, { after: mine, before: mine })).rejects.toMatchObject({
    status: 400,
    message: 'after and before cannot be given together',
  });
  // A NULL where the key allows it is a position like any other.
  const withNull = encoded(['test-rows', 3, null, 1]);
  expect((await order.read(all(), 5, { after: withNull })).rows.length).toBeGreaterThan(0);
});
