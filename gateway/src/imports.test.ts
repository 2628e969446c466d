import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// The CSV imports as GraphQL clients meet them: the API's rows translated field by field,
// a refused apply as BAD_USER_INPUT with the API's message, the permission checked before
// the API is called, and a file at the import's size limit fitting the gateway's body limit.

let api: ApiProcess;
let gateway: TestGateway;
let admin: string;
let customer: string;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  admin = await login('admin@example.com', 'Admin@1234');
  customer = await login('business@example.com', 'Business@123');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

const IMPORT_GROUPS = `mutation($csv: String!, $apply: Boolean!) { admin { importGroups(csv: $csv, apply: $apply) {
  message applied okCount errorCount rows { row productName error groupId } } } }`;
const IMPORT_TRACKING = `mutation($csv: String!, $apply: Boolean!) { admin { importTracking(csv: $csv, apply: $apply) {
  message applied okCount errorCount rows { row orderLineId trackingCompany trackingNumber error shipped } } } }`;

const HEADER =
  'category,product_name,description,price,shipping,max_quantity,end_date,supplier_street,supplier_city,supplier_state,supplier_zip,radius_miles,levels';
const endDate = new Date(Date.now() + 10 * 86_400_000).toISOString();
const groupRow = (name: string, price = '20.00', description = 'Gateway import') =>
  `Audio,${name},${description},${price},5,100,${endDate},1 Main St,Dallas,TX,75201,30,10:18.00;100:15.00`;

test('importGroups: the dry run answers every row; apply with a bad row is BAD_USER_INPUT; a good file is written', async () => {
  const bad = [HEADER, groupRow('GW Import 1'), groupRow('GW Import 2', '0')].join('\n');
  const dry = await gateway.graphql(IMPORT_GROUPS, { csv: bad, apply: false }, admin);
  expect(dry.body.errors).toBeUndefined();
  expect((dry.body.data as { admin: { importGroups: unknown } }).admin.importGroups).toEqual({
    message: '1 row of 2 with errors; fix them before importing',
    applied: false,
    okCount: 1,
    errorCount: 1,
    rows: [
      { row: 2, productName: 'GW Import 1', error: null, groupId: null },
      {
        row: 3,
        productName: 'GW Import 2',
        error: 'price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals',
        groupId: null,
      },
    ],
  });

  const refused = await gateway.graphql(IMPORT_GROUPS, { csv: bad, apply: true }, admin);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'Nothing imported: row 3: price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals',
    extensions: { code: 'BAD_USER_INPUT' },
  });

  const good = [HEADER, groupRow('GW Import 1')].join('\n');
  const applied = await gateway.graphql(IMPORT_GROUPS, { csv: good, apply: true }, admin);
  const answer = (applied.body.data as { admin: { importGroups: { message: string; rows: { groupId: string }[] } } })
    .admin.importGroups;
  expect(answer.message).toBe('1 group imported');
  const { body } = await gateway.graphql('query($id: ID!) { group(id: $id) { productName } }', {
    id: answer.rows[0]!.groupId,
  });
  expect(body.data).toEqual({ group: { productName: 'GW Import 1' } });
});

test('importTracking: each row translated, the refused ones with the move’s message', async () => {
  const { body } = await gateway.graphql(
    '{ admin { orderLines(status: IN_PROGRESS, first: 1) { nodes { id } } } }',
    {},
    admin,
  );
  const lineId = (body.data as { admin: { orderLines: { nodes: { id: string }[] } } }).admin.orderLines.nodes[0]!.id;
  const csv = `order_line_id,tracking_company_name,tracking_number\n${lineId},UPS,1ZGW1\n999999999,UPS,1ZGW2`;
  const dry = await gateway.graphql(IMPORT_TRACKING, { csv, apply: false }, admin);
  expect((dry.body.data as { admin: { importTracking: unknown } }).admin.importTracking).toEqual({
    message: '1 line ready to ship, 1 row refused',
    applied: false,
    okCount: 1,
    errorCount: 1,
    rows: [
      { row: 2, orderLineId: lineId, trackingCompany: 'UPS', trackingNumber: '1ZGW1', error: null, shipped: false },
      {
        row: 3,
        orderLineId: '999999999',
        trackingCompany: 'UPS',
        trackingNumber: '1ZGW2',
        error: 'Order line not found',
        shipped: false,
      },
    ],
  });
  const applied = await gateway.graphql(IMPORT_TRACKING, { csv, apply: true }, admin);
  expect((applied.body.data as { admin: { importTracking: { message: string } } }).admin.importTracking.message).toBe(
    '1 line shipped, 1 row refused',
  );
});

test('a customer is refused before the API is called', async () => {
  gateway.calls.length = 0;
  const { body } = await gateway.graphql(IMPORT_TRACKING, { csv: 'x', apply: false }, customer);
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(gateway.calls.filter((call) => call.path.includes('tracking-import'))).toEqual([]);
});

test('a file at the import limit, all quotes (twice its bytes as JSON), passes the gateway’s body limit', async () => {
  // Each description is 2,400 quote marks, written doubled inside a quoted cell.
  const description = `"${'""'.repeat(2400)}"`;
  const rows = Array.from({ length: 100 }, (_, i) => groupRow(`GW Big ${i}`, '20.00', description));
  const csv = [HEADER, ...rows].join('\n');
  expect(Buffer.byteLength(csv)).toBeGreaterThan(490_000);
  expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(500_000);
  const { status, body } = await gateway.graphql(IMPORT_GROUPS, { csv, apply: false }, admin);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect((body.data as { admin: { importGroups: { okCount: number } } }).admin.importGroups.okCount).toBe(100);
});
