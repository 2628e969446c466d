import { insertAreaGroups } from '../../test/area-groups';
import { createTestApp, type TestApp } from '../../test/test-app';

// A word of the search is looked for as a typo only while no group's name or description
// holds it (catalog/search.ts). PostgreSQL answers that from `search_words` (migration
// 023), counts its triggers keep; SQLite from its FTS5 table. Whatever writes the groups,
// the answer must follow the catalogue as it is now, on both databases.

let t: TestApp;
const ZIP = '59001';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const endDate = () => new Date(Date.now() + 5 * 86_400_000).toISOString();

async function found(text: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/group-list',
    payload: { zip_code: ZIP, product_name: text, limit: 50 },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ group: { product_name: string } }> }).data.map(
    (item) => item.group.product_name,
  );
}

test('a word becomes known when a group holds it, and a typo again when none does', async () => {
  await insertAreaGroups(t.handle.db, ZIP, [endDate()], 'Compact Keyboard Tray');
  // No group holds "keybord": a typo, close to "Keyboard".
  expect(await found('keybord')).toEqual(['Compact Keyboard Tray 0']);

  // One group's name holds it (in one multi-row insert with others): now a word the
  // catalogue knows, which finds that group alone.
  const [sticker] = await insertAreaGroups(t.handle.db, ZIP, [endDate(), endDate(), endDate()], 'Keybord Sticker');
  expect(await found('keybord')).toEqual(['Keybord Sticker 0', 'Keybord Sticker 1', 'Keybord Sticker 2']);

  // Renamed (name and description), all but one: still known. All of them: a typo again.
  await t.handle.db
    .updateTable('groups')
    .set({ product_name: 'Sticker Sheet', description: 'Stickers for any keyboard.' })
    .where('product_name', 'in', ['Keybord Sticker 1', 'Keybord Sticker 2'])
    .execute();
  expect(await found('keybord')).toEqual(['Keybord Sticker 0']);
  await t.handle.db
    .updateTable('groups')
    .set({ product_name: 'Sticker Roll', description: 'Stickers for any keyboard.' })
    .where('id', '=', sticker!)
    .execute();
  expect(await found('keybord')).toEqual(['Compact Keyboard Tray 0']);

  // A description holds it too; then that group goes.
  const [manual] = await insertAreaGroups(t.handle.db, ZIP, [endDate()], 'Desk Mat');
  await t.handle.db
    .updateTable('groups')
    .set({ description: 'Fits under any keybord.' })
    .where('id', '=', manual!)
    .execute();
  expect(await found('keybord')).toEqual(['Desk Mat 0']);
  await t.handle.db.deleteFrom('groups').where('id', '=', manual!).execute();
  expect(await found('keybord')).toEqual(['Compact Keyboard Tray 0']);
});
