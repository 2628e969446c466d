import { insertAreaGroups } from '../../test/area-groups';
import { createTestApp, type TestApp } from '../../test/test-app';

// POST /api/customer/group-page: the listing by cursor (lib/keyset-paging.ts). Groups of
// an area no seeded group serves (ZIP 59001), written straight into the table, so the
// test knows every group the listing may show.

let t: TestApp;
const ZIP = '59001';

type Card = { cursor: string; path: string | null; group: { id: number; product_name: string; end_date: string } };
type Page = {
  groups: Card[];
  total: number;
  has_next_page: boolean;
  has_previous_page: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Open groups in the area ending at the given times, named `name n`; answers their ids. */
const insertGroups = (endDates: string[], name = 'Keyset Kettle') => insertAreaGroups(t.handle.db, ZIP, endDates, name);

const close = (ids: number[]) =>
  t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', 'in', ids).execute();

async function call(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/group-page', payload });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: Page } };
}

async function page(payload: object): Promise<Page> {
  const { statusCode, body } = await call({ zip_code: ZIP, ...payload });
  expect(statusCode).toBe(200);
  expect(body.message).toBe('Groups fetched');
  return body.data;
}

/** The area's open groups as the listing orders them: soonest ending first, then by id. */
async function listedNow(): Promise<Array<{ id: number; end_date: string }>> {
  const now = new Date().toISOString();
  const rows = await t.handle.db
    .selectFrom('groups')
    .select(['id', 'end_date'])
    .where('supplier_zip', '=', ZIP)
    .where('status', '=', 'Open')
    .where('end_date', '>', now)
    .execute();
  return rows.sort((a, b) => (a.end_date === b.end_date ? a.id - b.id : a.end_date < b.end_date ? -1 : 1));
}

const ids = (cards: Card[]) => cards.map((card) => card.group.id);

describe('POST /api/customer/group-page', () => {
  test('500 open groups paged by `after` while groups open and close between pages: each that stayed open once', async () => {
    const base = Date.now() + 10 * 86_400_000;
    // Five groups share each end date: the id decides among them.
    const endDates = Array.from({ length: 500 }, (_, i) => new Date(base + (i % 100) * 60_000).toISOString());
    const initial = await insertGroups(endDates);
    expect((await listedNow()).length).toBe(500);

    const seen: Card[] = [];
    const closedAhead: number[] = [];
    const closedBehind: number[] = [];
    const openedAhead: number[] = [];
    const openedBehind: number[] = [];
    let current = await page({ limit: 7 });
    expect(current).toMatchObject({ total: 500, has_previous_page: false, has_next_page: true });
    for (let turn = 0; ; turn += 1) {
      seen.push(...current.groups);
      if (!current.has_next_page) break;
      const last = current.groups[current.groups.length - 1]!.group;
      const seenIds = new Set(ids(seen));
      const ahead = (await listedNow()).filter((g) => !seenIds.has(g.id) && g.end_date > last.end_date);
      // Between pages, as shoppers and operators would: a group opens ahead of the page
      // and another behind it, one not yet shown closes and one already shown does.
      if (turn % 2 === 0 && ahead.length > 10) {
        openedAhead.push(...(await insertGroups([ahead[5]!.end_date], 'Keyset Newcomer')));
      }
      if (turn % 3 === 1 && seen[0]!.group.end_date < last.end_date) {
        openedBehind.push(...(await insertGroups([seen[0]!.group.end_date], 'Keyset Latecomer')));
      }
      if (turn % 4 === 2 && ahead.length > 3) {
        closedAhead.push(ahead[2]!.id);
        await close([ahead[2]!.id]);
      }
      if (turn % 4 === 3) {
        const shown = ids(seen).filter((id) => !closedBehind.includes(id));
        closedBehind.push(shown[Math.floor(shown.length / 2)]!);
        await close([closedBehind[closedBehind.length - 1]!]);
      }
      const next = await page({ limit: 7, after: current.end_cursor });
      expect(next.has_previous_page).toBe(true);
      expect(next.start_cursor).toBe(next.groups[0]?.cursor ?? null);
      expect(next.end_cursor).toBe(next.groups[next.groups.length - 1]?.cursor ?? null);
      current = next;
    }

    const shown = ids(seen);
    expect(new Set(shown).size).toBe(shown.length);
    const stayedOpen = initial.filter((id) => !closedAhead.includes(id) && !closedBehind.includes(id));
    expect(stayedOpen.filter((id) => !shown.includes(id))).toEqual([]);
    expect(closedAhead.length).toBeGreaterThan(5);
    expect(closedBehind.length).toBeGreaterThan(5);
    expect(closedAhead.filter((id) => shown.includes(id))).toEqual([]);
    // Opened ahead of the page: shown once its turn came; behind it: after the walk had passed.
    expect(openedAhead.length).toBeGreaterThan(5);
    expect(openedAhead.filter((id) => !shown.includes(id))).toEqual([]);
    expect(openedBehind.length).toBeGreaterThan(5);
    expect(openedBehind.filter((id) => shown.includes(id))).toEqual([]);
    // And in the listing's order throughout.
    const order = seen.map((card) => [card.group.end_date, card.group.id] as const);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
    const now = await listedNow();
    expect(current.total).toBe(now.length);

    // Back by `before` from the last page to the first: full pages until the listing's
    // start, which the first page (no cursor) starts with too; the whole listing as it is now.
    const backward: number[][] = [];
    let back = await page({ limit: 7, before: current.start_cursor });
    for (;;) {
      expect(back.has_next_page).toBe(true);
      backward.unshift(ids(back.groups));
      if (!back.has_previous_page) break;
      expect(back.groups).toHaveLength(7);
      back = await page({ limit: 7, before: back.start_cursor });
    }
    const first = ids((await page({ limit: 7 })).groups);
    expect(backward[0]!.length).toBeGreaterThan(0);
    expect(first.slice(0, backward[0]!.length)).toEqual(backward[0]);
    expect([...backward.flat(), ...ids(current.groups)]).toEqual(now.map((g) => g.id));
  }, 120_000);

  test('the filters and the card shape are those of group-list; each card has its cursor', async () => {
    const base = Date.now() + 20 * 86_400_000;
    await insertGroups(
      Array.from({ length: 30 }, (_, i) => new Date(base + i * 60_000).toISOString()),
      'Cursor Toaster',
    );
    const walked: Card[] = [];
    let current = await page({ limit: 4, product_name: 'cursor toaster' });
    walked.push(...current.groups);
    while (current.has_next_page) {
      current = await page({ limit: 4, product_name: 'cursor toaster', after: current.end_cursor });
      expect(current.total).toBe(30);
      walked.push(...current.groups);
    }
    expect(walked.map((card) => card.group.product_name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Cursor Toaster ${i}`),
    );
    // The same cards group-list answers, each with its cursor beside them.
    const listed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/group-list',
        payload: { zip_code: ZIP, product_name: 'cursor toaster', limit: 30 },
      })
    ).json().data;
    expect(walked.map(({ cursor: _cursor, ...card }) => card)).toEqual(listed);
    expect(walked.every((card) => /^[A-Za-z0-9_-]+$/.test(card.cursor))).toBe(true);

    expect(await page({ limit: 12, product_name: 'no such thing' })).toEqual({
      groups: [],
      total: 0,
      has_next_page: false,
      has_previous_page: false,
      start_cursor: null,
      end_cursor: null,
    });
  });

  test('a malformed cursor, or both, is a 400 naming the parameter, never a 500', async () => {
    const { end_cursor: cursor } = await page({ limit: 2 });
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases: Array<[object, string]> = [
      [{ after: 'not-a-cursor' }, 'after is not a cursor of this list'],
      [{ before: '%%%' }, 'before is not a cursor of this list'],
      [{ after: 42 }, 'after is not a cursor of this list'],
      [{ before: { end_date: '2030-01-01' } }, 'before is not a cursor of this list'],
      [{ after: 'x'.repeat(5000) }, 'after is not a cursor of this list'],
      // Another list's cursor, a cursor with a key missing, a key of the wrong kind.
      [{ after: encoded(['orders', '2030-01-01T00:00:00.000Z', 1, 1]) }, 'after is not a cursor of this list'],
      [{ before: encoded(['groups', '2030-01-01T00:00:00.000Z']) }, 'before is not a cursor of this list'],
      [{ after: encoded(['groups', '2030-01-01T00:00:00.000Z', '7']) }, 'after is not a cursor of this list'],
      [{ after: cursor, before: cursor }, 'after and before cannot be given together'],
      [{ offset: 1 }, 'Unknown field: offset'],
    ];
    for (const [payload, message] of cases) {
      const { statusCode, body } = await call({ zip_code: ZIP, limit: 5, ...payload });
      expect({ payload, statusCode, body }).toEqual({
        payload,
        statusCode: 400,
        body: { status: 400, message, data: null },
      });
    }
    // Refused even where nothing would be listed (a ZIP no group serves).
    expect((await call({ zip_code: '00000', after: 'not-a-cursor' })).body.message).toBe(
      'after is not a cursor of this list',
    );
    // The listing's own rules still hold.
    expect((await call({ zip_code: ZIP, limit: 0 })).body.message).toBe('limit must be an integer from 1 to 100');
    expect((await call({ limit: 5 })).body.message).toBe('zip_code is required');
  });
});
