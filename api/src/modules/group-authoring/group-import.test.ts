import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../lib/csv-import';
import { loginAs } from '../../test/login';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'category,product_name,description,price,shipping,max_quantity,end_date,supplier_street,supplier_city,supplier_state,supplier_zip,radius_miles,levels';
const endDate = new Date(Date.now() + 20 * 86_400_000).toISOString();

/** One good row; `change` replaces cells by column. */
function row(name: string, change: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    category: 'Audio',
    product_name: name,
    description: '"Import test, with a comma"',
    price: '49.99',
    shipping: '7',
    max_quantity: '300',
    end_date: endDate,
    supplier_street: '3300 McKinney Ave',
    supplier_city: 'Dallas',
    supplier_state: 'TX',
    supplier_zip: '75204',
    radius_miles: '40',
    levels: '50:44.99;150:39.99;300:35.00',
    ...change,
  };
  return HEADER.split(',')
    .map((column) => cells[column])
    .join(',');
}

const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');

async function importCsv(csv: string, apply: boolean, token = adminToken) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/groups/import',
    headers: { authorization: token },
    payload: { csv, apply },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** What an import could write: groups, their levels, audit rows and mail. */
async function counts() {
  const count = async (table: 'groups' | 'group_levels' | 'audit_log' | 'mail_outbox') =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    groups: await count('groups'),
    levels: await count('group_levels'),
    audit: await count('audit_log'),
    mail: await count('mail_outbox'),
  };
}

describe('groups CSV import', () => {
  test('the dry run reports every row with the create rules’ messages and writes nothing', async () => {
    const before = await counts();
    const csv = csvOf(
      row('Import Speaker A'),
      row('Import Speaker B', { price: '12.345' }),
      row('Import Speaker C', { levels: '50:44.99;40:39.99' }),
      row('Import Speaker D', { category: 'No Such Category' }),
      row('Import Speaker E', { levels: '50=44.99' }),
      row('', {}),
      row('Import Speaker G', { supplier_zip: '00000' }),
      row('Import Speaker H', { end_date: '2020-01-01T00:00:00Z' }),
    );
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('7 rows of 8 with errors; fix them before importing');
    expect(res.body.data).toMatchObject({ applied: false, total_rows: 8, ok_rows: 1, error_rows: 7 });
    expect(res.body.data.rows).toEqual([
      { row: 2, product_name: 'Import Speaker A', error: null, group_id: null },
      {
        row: 3,
        product_name: 'Import Speaker B',
        error: 'price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals',
        group_id: null,
      },
      {
        row: 4,
        product_name: 'Import Speaker C',
        error: 'levels quantity_level must be strictly increasing',
        group_id: null,
      },
      {
        row: 5,
        product_name: 'Import Speaker D',
        error: 'category "No Such Category" does not name a category',
        group_id: null,
      },
      {
        row: 6,
        product_name: 'Import Speaker E',
        error: 'levels must be quantity:price pairs separated by semicolons, e.g. 50:44.99;150:39.99',
        group_id: null,
      },
      { row: 7, product_name: null, error: 'product_name is required', group_id: null },
      { row: 8, product_name: 'Import Speaker G', error: 'supplier_zip is not a known US ZIP code', group_id: null },
      { row: 9, product_name: 'Import Speaker H', error: 'end_date must be in the future', group_id: null },
    ]);
    expect(await counts()).toEqual(before);
  });

  test('apply with a bad row is refused whole: nothing written, the row named', async () => {
    const before = await counts();
    const res = await importCsv(
      csvOf(row('Refused A'), row('Refused B', { max_quantity: '0' }), row('Refused C', { radius_miles: '500' })),
      true,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(
      'Nothing imported: row 3: max_quantity must be an integer from 1 to 1000000 (and 1 row more with errors)',
    );
    expect(res.body.data.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'max_quantity must be an integer from 1 to 1000000',
      'radius_miles must be a number above 0 and at most 100',
    ]);
    expect(await counts()).toEqual(before);
  });

  test('apply writes every group with its levels and audit row, and they are listed in their area', async () => {
    const before = await counts();
    const csv = csvOf(row('Imported Lamp 1'), row('Imported Lamp 2', { levels: '300:40.00' }), row('Imported Lamp 3'));
    const dry = await importCsv(csv, false);
    expect(dry.body.message).toBe('3 rows ready to import');
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('3 groups imported');
    expect(res.body.data).toMatchObject({ applied: true, ok_rows: 3, error_rows: 0 });
    const ids = res.body.data.rows.map((r: { group_id: number }) => r.group_id);
    expect(ids.every((id: unknown) => typeof id === 'number')).toBe(true);
    expect(await counts()).toEqual({
      groups: before.groups + 3,
      levels: before.levels + 7,
      audit: before.audit + 3,
      mail: before.mail,
    });
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'group_id'])
      .where('group_id', 'in', ids)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['group.created', 'group.created', 'group.created']);
    const detail = await t.app.inject({ method: 'GET', url: `/api/group/${ids[0]}` });
    expect(detail.json().data).toMatchObject({ product_name: 'Imported Lamp 1', price: 49.99 });
    const group = await t.handle.db
      .selectFrom('groups')
      .select(['price_cents', 'current_price_cents', 'status'])
      .where('id', '=', ids[0])
      .executeTakeFirstOrThrow();
    expect(group).toEqual({ price_cents: 4999, current_price_cents: 4499, status: 'Open' });
  });

  test('the same file applied twice, or sent twice at once, creates its groups once', async () => {
    const csv = csvOf(row('Twice Kettle 1'), row('Twice Kettle 2'));
    const before = await counts();
    // Apply pressed in two tabs at the same moment, no key: one creates, the other is refused whole.
    const answers = await Promise.all([importCsv(csv, true), importCsv(csv, true)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const created = answers.find((answer) => answer.statusCode === 200)!.body.data.rows;
    const [first, second] = created.map((r: { group_id: number }) => r.group_id);
    const refused = answers.find((answer) => answer.statusCode === 400)!.body;
    expect(refused.message).toBe(
      `Nothing imported: row 2: A group of Twice Kettle 1 from ZIP 75204 ending ${endDate} is already open (group ${first}) (and 1 row more with errors)`,
    );
    expect(await counts()).toEqual({
      ...before,
      groups: before.groups + 2,
      levels: before.levels + 6,
      audit: before.audit + 2,
    });
    // The dry run of the same file, later, says so row by row.
    const dry = await importCsv(csv, false);
    expect(dry.body.message).toBe('2 rows of 2 with errors; fix them before importing');
    expect(dry.body.data.rows.map((r: { error: string }) => r.error)).toEqual([
      `A group of Twice Kettle 1 from ZIP 75204 ending ${endDate} is already open (group ${first})`,
      `A group of Twice Kettle 2 from ZIP 75204 ending ${endDate} is already open (group ${second})`,
    ]);
  });

  test('a row repeating an earlier row of the file is named; another end date or ZIP is another group', async () => {
    const later = new Date(Date.parse(endDate) + 86_400_000).toISOString();
    const res = await importCsv(
      csvOf(
        row('Row Twice'),
        row('Row Twice', { end_date: later }),
        row('Row Twice'),
        row('Row Twice', { supplier_zip: '75201' }),
      ),
      false,
    );
    expect(res.body.data.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      null,
      'the same product_name, supplier_zip and end_date as row 2',
      null,
    ]);
  });

  test('a category may be given by id, and columns in any order', async () => {
    const category = await t.handle.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Audio')
      .executeTakeFirstOrThrow();
    const columns = HEADER.split(',').reverse();
    const cells = row('By Id', { category: String(category.id) }).split(',');
    // The description's quoted comma makes 14 cells; join it back before reversing.
    const merged = [cells[0]!, cells[1]!, `${cells[2]},${cells[3]}`, ...cells.slice(4)];
    const res = await importCsv(`${columns.join(',')}\n${merged.reverse().join(',')}`, false);
    expect(res.body.data.rows[0]).toMatchObject({ product_name: 'By Id', error: null });
  });

  test('a file that cannot be taken is refused whole with its limit or problem named', async () => {
    const before = await counts();
    const cases: [string, number, string][] = [
      ['', 400, 'csv is empty: its first row names the columns'],
      [HEADER, 400, 'csv has no rows below its header'],
      [`${HEADER},colour\n${row('X')},red`, 400, expect.stringContaining('csv has an unknown column "colour"')],
      [HEADER.replace(',levels', '') + '\nx', 400, 'csv lacks the column levels'],
      [`${HEADER}\n"unclosed,row`, 400, expect.stringContaining('csv cannot be read:')],
      [
        csvOf(...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `x${i}`)),
        400,
        `csv has ${MAX_IMPORT_ROWS + 1} rows; at most ${MAX_IMPORT_ROWS} rows can be imported at once`,
      ],
      [
        csvOf(row('Big', { description: 'x'.repeat(MAX_IMPORT_BYTES) })),
        413,
        expect.stringContaining(`bytes; at most ${MAX_IMPORT_BYTES} bytes can be imported at once`),
      ],
    ];
    for (const [csv, status, message] of cases) {
      const res = await importCsv(csv, true);
      expect({ status: res.statusCode, message: res.body.message }).toEqual({ status, message });
    }
    expect(await counts()).toEqual(before);
  });

  test('a staff member without groups.write is refused (403); one with it may import', async () => {
    const fulfilment = await createStaff(t.handle.db, 'fulfilment');
    const refused = await importCsv(csvOf(row('Not Allowed')), false, fulfilment.token);
    expect(refused.statusCode).toBe(403);
    const catalogue = await createStaff(t.handle.db, 'catalogue');
    const allowed = await importCsv(csvOf(row('Allowed')), false, catalogue.token);
    expect(allowed.statusCode).toBe(200);
  });
});
