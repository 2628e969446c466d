import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { signIn, staffMember } from './test/staff';

// Issue 39 through the gateway. The CSV exports: each list's GraphQL field answers the path
// of its filter, and the gateway streams the API's CSV from that path for a staff member
// who holds the list's permission; a shopper, a role without it and no session are refused.
// A settlement run started from the console: answered as it begins, then read by its id.

jest.setTimeout(120_000);

let api: ApiProcess;
let gateway: TestGateway;
let owner: string;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signIn(gateway, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

type Paths = { orderLinesCsvPath: string; customersCsvPath: string; groupsCsvPath: string };

const download = (url: string, token?: string) =>
  gateway.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

test('each list answers the path of its filter; an operator downloads the CSV, others are refused', async () => {
  const { status, body } = await gateway.graphql(
    `{ admin {
      orderLinesCsvPath(status: IN_PROGRESS, search: " shopper@example.com ")
      customersCsvPath(search: "shopper@example.com", sort: NAME)
      groupsCsvPath(status: OPEN, search: "  ")
    } }`,
    {},
    owner,
  );
  expect(status).toBe(200);
  const paths = (body.data as { admin: Paths }).admin;
  expect(paths).toEqual({
    orderLinesCsvPath: '/admin/order-lines.csv?status=in_progress&search=shopper%40example.com&sort=newest',
    customersCsvPath: '/admin/customers.csv?search=shopper%40example.com&sort=name',
    groupsCsvPath: '/admin/groups.csv?status=Open',
  });

  const lines = await download(paths.orderLinesCsvPath, owner);
  expect(lines.statusCode).toBe(200);
  expect(lines.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(lines.headers['content-disposition']).toBe('attachment; filename="order-lines.csv"');
  const [lineHeader, ...lineRows] = lines.body.trim().split('\n');
  expect(lineHeader).toMatch(/^order_line_id,order_id,placed_at,group_id,product_name,quantity,status,buyer_name,/);
  expect(lineRows.length).toBeGreaterThan(0);
  expect(lineRows.every((row) => row.includes(',in_progress,') && row.includes('shopper@example.com'))).toBe(true);

  const customers = await download(paths.customersCsvPath, owner);
  expect(customers.statusCode).toBe(200);
  const [customerHeader, ...customerRows] = customers.body.trim().split('\n');
  expect(customerHeader).toBe('customer_id,name,email,kind,company_name,tax_exempt,created_at,orders,spent');
  expect(customerRows).toHaveLength(1);
  expect(customerRows[0]).toContain(',shopper@example.com,Individual,');

  const groups = await download(paths.groupsCsvPath, owner);
  expect(groups.statusCode).toBe(200);
  expect(groups.body.split('\n')[0]).toBe(
    'group_id,product_name,status,opens_at,closes_at,booked_units,max_units,fill_percent,current_price,levels,level_reached',
  );
  expect(
    groups.body
      .trim()
      .split('\n')
      .slice(1)
      .every((row) => row.includes(',Open,')),
  ).toBe(true);

  // A shopper, and no session at all.
  const shopper = await signIn(gateway, 'shopper@example.com', 'Shopper@123');
  for (const path of Object.values(paths)) {
    expect((await download(path, shopper)).statusCode).toBe(403);
    expect((await download(path)).statusCode).toBe(401);
  }
  // A role without the list's permission: catalogue reads groups, not lines or customers.
  const catalogue = await staffMember(gateway, api, owner, 'CATALOGUE');
  const refused = await download(paths.orderLinesCsvPath, catalogue.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: 'You do not have the orders.read permission' });
  expect((await download(paths.customersCsvPath, catalogue.token)).statusCode).toBe(403);
  expect((await download(paths.groupsCsvPath, catalogue.token)).statusCode).toBe(200);
  const field = await gateway.graphql('{ admin { customersCsvPath } }', {}, catalogue.token);
  expect(field.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('bad input in the filter is the API’s 400 naming it', async () => {
  const bad = await download('/admin/groups.csv?status=Maybe', owner);
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ message: 'status must be Open or Closed' });
});

test('a settlement run started is answered as it begins, then read by its id until it has ended', async () => {
  const RUN = `{ id running groupId groupsClosed groupsTotal groupsSettled linesTotal linesSettled
    refundedAmount { amount currencyCode } error finishedAt }`;
  const started = await gateway.graphql(`mutation { admin { startSettlementRun { message run ${RUN} } } }`, {}, owner);
  const payload = (started.body.data as { admin: { startSettlementRun: { message: string; run: { id: string } } } })
    .admin.startSettlementRun;
  expect(payload.message).toBe('Settlement run started');
  type Run = { running: boolean; groupId: string | null; error: string | null; finishedAt: string | null };
  let run: Run | undefined;
  for (let i = 0; i < 100 && (run === undefined || run.running); i += 1) {
    const read = await gateway.graphql(
      `query($id: ID!) { admin { settlementRun(id: $id) ${RUN} } }`,
      { id: payload.run.id },
      owner,
    );
    run = (read.body.data as { admin: { settlementRun: Run } }).admin.settlementRun;
    if (run.running) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(run).toMatchObject({ running: false, groupId: null, error: null });
  expect(run!.finishedAt).toEqual(expect.any(String));

  const unknown = await gateway.graphql('{ admin { settlementRun(id: "999999") { id } } }', {}, owner);
  expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const catalogue = await staffMember(gateway, api, owner, 'CATALOGUE');
  const refused = await gateway.graphql('mutation { admin { startSettlementRun { message } } }', {}, catalogue.token);
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
