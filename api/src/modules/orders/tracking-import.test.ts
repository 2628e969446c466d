import { loginAs } from '../../test/login';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

const boughtLine = async () => (await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1)).lineId;
const csvOf = (...rows: string[]) => ['order_line_id,tracking_company_name,tracking_number', ...rows].join('\n');

async function importCsv(csv: string, apply: boolean, token = adminToken) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-lines/tracking-import',
    headers: { authorization: token },
    payload: { csv, apply },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** What shipping writes: lines moved, audit rows, mail to buyers. */
async function counts() {
  const count = async (query: Promise<{ n: number | string }>) => Number((await query).n);
  const db = t.handle.db;
  return {
    shipping: await count(
      db
        .selectFrom('order_lines')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'shipping')
        .executeTakeFirstOrThrow(),
    ),
    audit: await count(
      db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    mail: await count(
      db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  };
}

const lineOf = (id: number) =>
  t.handle.db
    .selectFrom('order_lines')
    .select(['status', 'tracking_company_name', 'tracking_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('tracking CSV import', () => {
  test('the dry run answers every row as the ship move would and writes nothing', async () => {
    const [a, b, shipped] = [await boughtLine(), await boughtLine(), await boughtLine()];
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/order-lines/${shipped}/status`,
      headers: { authorization: adminToken },
      payload: { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z0' },
    });
    const before = await counts();
    const res = await importCsv(
      csvOf(`${a},UPS,1ZA`, `${b},,1ZB`, `${shipped},UPS,1ZC`, '999999999,UPS,1ZD', `${a},FedEx,9`, 'x,UPS,1'),
      false,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('1 line ready to ship, 5 rows refused');
    expect(res.body.data).toMatchObject({ applied: false, total_rows: 6, ok_rows: 1, error_rows: 5 });
    expect(res.body.data.rows).toEqual([
      { row: 2, order_line_id: a, tracking_company_name: 'UPS', tracking_number: '1ZA', error: null, shipped: false },
      {
        row: 3,
        order_line_id: null,
        tracking_company_name: null,
        tracking_number: '1ZB',
        error: 'tracking_company_name is required',
        shipped: false,
      },
      {
        row: 4,
        order_line_id: shipped,
        tracking_company_name: 'UPS',
        tracking_number: '1ZC',
        error: 'This line is already shipped.',
        shipped: false,
      },
      {
        row: 5,
        order_line_id: 999999999,
        tracking_company_name: 'UPS',
        tracking_number: '1ZD',
        error: 'Order line not found',
        shipped: false,
      },
      {
        row: 6,
        order_line_id: null,
        tracking_company_name: 'FedEx',
        tracking_number: '9',
        error: `order_line_id ${a} is already in row 2`,
        shipped: false,
      },
      {
        row: 7,
        order_line_id: null,
        tracking_company_name: 'UPS',
        tracking_number: '1',
        error: 'order_line_id must be a positive integer',
        shipped: false,
      },
    ]);
    expect(await counts()).toEqual(before);
    expect(await lineOf(a)).toEqual({ status: 'in_progress', tracking_company_name: null, tracking_number: null });
  });

  test('apply ships each row on its own: a line cancelled since the dry run is refused, the others ship', async () => {
    const lines = [await boughtLine(), await boughtLine(), await boughtLine()];
    const csv = csvOf(...lines.map((id, i) => `${id},USPS,9400${i}`));
    expect((await importCsv(csv, false)).body.message).toBe('3 lines ready to ship');
    // Between the dry run and the apply, an operator cancels the second line.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/order-lines/${lines[1]}/status`,
      headers: { authorization: adminToken },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const before = await counts();
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('2 lines shipped, 1 row refused');
    expect(res.body.data.rows.map((r: { error: string | null; shipped: boolean }) => [r.shipped, r.error])).toEqual([
      [true, null],
      [false, 'Order line is cancelled; it cannot become shipping'],
      [true, null],
    ]);
    expect(await lineOf(lines[0]!)).toEqual({
      status: 'shipping',
      tracking_company_name: 'USPS',
      tracking_number: '94000',
    });
    expect((await lineOf(lines[1]!)).status).toBe('cancelled');
    // Each shipped line: its audit row and its mail to the buyer.
    expect(await counts()).toEqual({ shipping: before.shipping + 2, audit: before.audit + 2, mail: before.mail + 2 });
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select('summary')
      .where('order_line_id', '=', lines[2]!)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe(`shipped line ${lines[2]} (USPS 94002) (bulk move of 3 lines)`);
    // Applying the same file again ships nothing: each row says why.
    const again = await importCsv(csv, true);
    expect(again.body.message).toBe('0 lines shipped, 3 rows refused');
  });

  test('a file with an unknown column is refused whole; staff without orders.fulfil are refused', async () => {
    const bad = await importCsv('order_line_id,carrier,tracking_number\n1,UPS,1', true);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(
      'csv has an unknown column "carrier"; the columns are order_line_id, tracking_company_name, tracking_number',
    );
    const catalogue = await createStaff(t.handle.db, 'catalogue');
    const refused = await importCsv(csvOf('1,UPS,1'), false, catalogue.token);
    expect(refused.statusCode).toBe(403);
    const fulfilment = await createStaff(t.handle.db, 'fulfilment');
    expect((await importCsv(csvOf('1,UPS,1'), false, fulfilment.token)).statusCode).toBe(200);
  });
});
