import { adminOperations } from './test/admin-walk';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, usd, type Money } from './test/money';

// The admin area as clients meet it: refused to customers and visitors on every field
// (found by walking the schema, so a field added later is covered without a new test),
// and working over the API's admin routes for an admin.

const operations = adminOperations();

let api: ApiProcess;
let gateway: TestGateway;
let customer: string;
let admin: string;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return (body.data as { login: { token: string } }).login.token;
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<T> {
  const { status, body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  customer = await login('business@example.com', 'Business@123');
  admin = await login('admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

test('the walk finds the admin area: both roots and every list and action', () => {
  expect(operations.map((op) => op.name)).toEqual(
    expect.arrayContaining([
      'Query.admin.documents',
      'Query.admin.orderLines',
      'Mutation.admin.approveDocument',
      'Mutation.admin.moveOrderLine',
      'Query.admin.groups',
      'Query.admin.groupLines',
      'Query.admin.deliveryArea',
      'Mutation.admin.createGroup',
      'Mutation.admin.closeGroup',
      'Mutation.admin.announceGroupImage',
      'Mutation.admin.announceGroupDocument',
      'Mutation.admin.removeGroupDocument',
    ]),
  );
});

describe.each(operations)('$name', ({ document }) => {
  test("a customer's token is FORBIDDEN (HTTP 200) and no admin route is called", async () => {
    const { status, body } = await gateway.graphql(document, {}, customer);
    expect(status).toBe(200);
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(body.data).toBeNull();
    expect(gateway.calls.filter((call) => call.path.startsWith('admin/'))).toEqual([]);
  });

  test('without a token it is UNAUTHENTICATED (HTTP 401) and nothing is called', async () => {
    const { status, body } = await gateway.graphql(document);
    expect(status).toBe(401);
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(gateway.calls).toEqual([]);
  });
});

test('an expired or unknown token is UNAUTHENTICATED, as the API says', async () => {
  const { status, body } = await gateway.graphql('{ admin { documents { totalCount } } }', {}, 'not-a-session-token');
  expect(status).toBe(401);
  expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
});

type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
type Connection<T> = { nodes: T[]; edges: { cursor: string; node: T }[]; totalCount: number; pageInfo: PageInfo };
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
type Doc = { id: string; customerEmail: string; customerTaxExempt: boolean; status: string; url: string | null };
type Line = { id: string; status: string; trackingNumber: string | null; refundedAmount: Money; paidTotal: Money };

const DOCUMENTS = `query($status: DocumentStatus, $first: Int) {
  admin { documents(status: $status, first: $first) {
    totalCount ${PAGE_INFO} nodes { id customerEmail customerName customerTaxExempt kind fileName mimeType url status rejectionReason expiresAt createdAt } } } }`;
const LINES = `query($status: OrderLineStatus, $search: String, $first: Int, $after: String, $last: Int, $before: String) {
  admin { orderLines(status: $status, search: $search, first: $first, after: $after, last: $last, before: $before) {
    totalCount ${PAGE_INFO} nodes { id orderId customerId customerEmail groupId productName quantity unitPrice ${MONEY} paidTotal ${MONEY}
      finalUnitPrice ${MONEY} refundedAmount ${MONEY} status trackingCompany trackingNumber invoiceId returnReason returnNote orderedAt } } } }`;
const LINE = `id status trackingCompany trackingNumber refundedAmount ${MONEY} paidTotal ${MONEY}`;

const cartTax = async () =>
  centsOf((await ok<{ cart: { totalTax: Money } }>(`{ cart { totalTax ${MONEY} } }`, {}, customer)).cart.totalTax);

test("approving the business's pending tax document makes it tax-exempt: its cart pays no tax", async () => {
  const { groups } = await ok<{ groups: { nodes: { id: string }[] } }>(
    '{ groups(filter: { zipCode: "78701" }, first: 1) { nodes { id } } }',
  );
  await ok(
    'mutation($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
    { g: groups.nodes[0]!.id },
    customer,
  );
  expect(await cartTax()).toBeGreaterThan(0);

  const pending = await ok<{ admin: { documents: Connection<Doc> } }>(DOCUMENTS, { status: 'PENDING', first: 20 });
  const doc = pending.admin.documents.nodes.find((d) => d.customerEmail === 'business@example.com')!;
  expect(doc).toMatchObject({ status: 'PENDING', customerTaxExempt: false });
  expect(doc.url).toMatch(/\/uploads\/.+\?expires=/);
  // The console shows it in a frame of its own pages: framing by the same origin only.
  const file = await gateway.app.inject({ method: 'GET', url: new URL(doc.url!).pathname + new URL(doc.url!).search });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(pending.admin.documents).toMatchObject({
    totalCount: pending.admin.documents.nodes.length,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
  });

  const approved = await ok<{ admin: { approveDocument: { message: string; document: Doc } } }>(
    'mutation($id: ID!) { admin { approveDocument(id: $id, expiresOn: "2099-12-31") { message document { id status customerTaxExempt expiresAt } } } }',
    { id: doc.id },
  );
  expect(approved.admin.approveDocument).toEqual({
    message: 'Document approved',
    document: { id: doc.id, status: 'APPROVED', customerTaxExempt: true, expiresAt: '2099-12-31T23:59:59.999Z' },
  });
  expect(await cartTax()).toBe(0);

  // A decided document cannot be decided again: the API's 409 with its message.
  const { body } = await gateway.graphql(
    'mutation($id: ID!) { admin { rejectDocument(id: $id, reason: "Unreadable") { message } } }',
    { id: doc.id },
    admin,
  );
  expect(body.errors?.[0]).toMatchObject({
    message: 'Document is Approved; only Pending documents can be reviewed',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('order lines page by cursor with their count; search narrows; a line ships with tracking, then is delivered', async () => {
  const first = await ok<{ admin: { orderLines: Connection<Line> } }>(LINES, { first: 4 });
  expect(first.admin.orderLines.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  expect(first.admin.orderLines.nodes).toHaveLength(4);
  const second = await ok<{ admin: { orderLines: Connection<Line> } }>(LINES, {
    first: 4,
    after: first.admin.orderLines.pageInfo.endCursor,
  });
  expect(second.admin.orderLines.pageInfo.hasPreviousPage).toBe(true);
  expect(second.admin.orderLines.totalCount).toBe(first.admin.orderLines.totalCount);
  expect(second.admin.orderLines.nodes.map((l) => l.id)).not.toContain(first.admin.orderLines.nodes[3]!.id);

  const shoppers = await ok<{ admin: { orderLines: Connection<Line & { customerEmail: string }> } }>(LINES, {
    search: 'shopper@example',
    status: 'IN_PROGRESS',
  });
  const line = shoppers.admin.orderLines.nodes[0]!;
  expect(line.customerEmail).toBe('shopper@example.com');

  const missing = await gateway.graphql(
    `mutation($id: ID!) { admin { moveOrderLine(id: $id, status: SHIPPING) { message } } }`,
    { id: line.id },
    admin,
  );
  expect(missing.body.errors?.[0]).toMatchObject({
    message: 'tracking_company_name and tracking_number are required for shipping',
    extensions: { code: 'BAD_USER_INPUT' },
  });

  const shipped = await ok<{ admin: { moveOrderLine: { message: string; orderLine: Line } } }>(
    `mutation($id: ID!) { admin { moveOrderLine(id: $id, status: SHIPPING, trackingCompany: "UPS", trackingNumber: "1Z999") { message orderLine { ${LINE} } } } }`,
    { id: line.id },
  );
  expect(shipped.admin.moveOrderLine).toMatchObject({
    message: 'Order line updated',
    orderLine: { id: line.id, status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1Z999' },
  });
  const { orderLines } = await ok<{ orderLines: { nodes: { id: string; trackingNumber: string | null }[] } }>(
    '{ orderLines(first: 100) { nodes { id trackingNumber } } }',
    {},
    await login('shopper@example.com', 'Shopper@123'),
  );
  expect(orderLines.nodes.find((l) => l.id === line.id)?.trackingNumber).toBe('1Z999');
});

// A return accepted, back and refunded is the console's journey: e2e/admin-returns.e2e.test.ts
// (docs/architecture.md#which-suite-owns-what).
test.each([
  [{ first: 0 }, 'first must be an integer from 1 to 100'],
  [{ first: 101 }, 'first must be an integer from 1 to 100'],
  [{ last: 101, before: 'x' }, 'last must be an integer from 1 to 100'],
  [{ first: 5, last: 5, before: 'x' }, 'first and last cannot be given together'],
  [{ after: 'x', before: 'y' }, 'after and before cannot be given together'],
  [{ last: 5 }, 'last needs before: a list is read from its start, so page back from a cursor'],
  [{ first: 5, before: 'x' }, 'first cannot be combined with before: use last'],
])('bad paging %j is BAD_USER_INPUT naming the argument, and no admin route is called', async (variables, message) => {
  const { status, body } = await gateway.graphql(LINES, variables, admin);
  expect(status).toBe(200);
  expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  expect(gateway.calls.filter((call) => call.path.startsWith('admin/'))).toEqual([]);
});

test("a cursor that is not this list's is BAD_USER_INPUT in the API's words", async () => {
  const groups = await ok<{ admin: { groups: Connection<{ id: string }> } }>(
    `{ admin { groups(first: 1) { ${PAGE_INFO} } } }`,
  );
  for (const after of ['not-a-cursor', groups.admin.groups.pageInfo.endCursor]) {
    const { body } = await gateway.graphql(LINES, { first: 5, after }, admin);
    expect(body.errors?.[0]).toMatchObject({
      message: 'after is not a cursor of this list',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
});

test('a return declined with a reason: the buyer reads the reason on their order line', async () => {
  const shopper = await login('shopper@example.com', 'Shopper@123');
  const delivered = await ok<{ admin: { orderLines: Connection<Line & { orderId: string; groupId: string }> } }>(
    LINES,
    { status: 'COMPLETED', search: 'shopper@example.com' },
  );
  const line = delivered.admin.orderLines.nodes[0]!;
  await ok(
    'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { message } }',
    { input: { orderId: line.orderId, orderLineId: line.id, groupId: line.groupId, reason: 'CHANGED_MIND' } },
    shopper,
  );
  const declined = await ok<{
    admin: { declineReturn: { message: string; orderLine: { status: string; returnDeclineReason: string } } };
  }>(
    'mutation($id: ID!) { admin { declineReturn(id: $id, reason: "Opened and used") { message orderLine { status returnDeclineReason } } } }',
    { id: line.id },
  );
  expect(declined.admin.declineReturn).toEqual({
    message: 'Return declined',
    orderLine: { status: 'RETURN_DECLINED', returnDeclineReason: 'Opened and used' },
  });
  const { orderLines } = await ok<{ orderLines: { nodes: { id: string; returnDeclineReason: string | null }[] } }>(
    '{ orderLines(first: 100) { nodes { id returnDeclineReason } } }',
    {},
    shopper,
  );
  expect(orderLines.nodes.find((l) => l.id === line.id)?.returnDeclineReason).toBe('Opened and used');
});

// One group closed and settled from the console is the browser's journey
// (e2e/admin-settlement.e2e.test.ts); here, the run over every ended group and the refusal.
test('settlement runs now over every ended group; an unknown group is NOT_FOUND', async () => {
  const SETTLE = `mutation($g: ID) { admin { runSettlement(groupId: $g) { message groupsClosed linesSettled refundedAmount ${MONEY} } } }`;
  const all = await ok<{ admin: { runSettlement: { message: string } } }>(SETTLE, { g: null });
  expect(all.admin.runSettlement.message).toBe('Settlement run');
  const unknown = await gateway.graphql(SETTLE, { g: '999999' }, admin);
  expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Group not found', extensions: { code: 'NOT_FOUND' } });
});

// ─── Groups ────────────────────────────────────────────────────────────────────────

const GROUP = `id productName status quantityBooked maxQuantity price ${MONEY} currentPrice ${MONEY} currentLevel
  shipping ${MONEY} radiusMiles images levels { quantity price ${MONEY} } supplier { zipCode city state }`;
const CREATE = `mutation($input: AdminGroupInput!) { admin { createGroup(input: $input) { message group { ${GROUP} } } } }`;

function groupInput(overrides: Record<string, unknown> = {}) {
  return {
    categoryId: '2',
    productName: 'Console Skillet',
    description: 'Pre-seasoned cast iron.',
    price: '49.99',
    shipping: '7',
    maxQuantity: 300,
    endDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    supplierZip: '75204',
    supplierStreet: '3300 McKinney Ave',
    supplierCity: 'Dallas',
    supplierState: 'TX',
    radiusMiles: 40,
    levels: [
      { quantity: 50, price: '44.99' },
      { quantity: 150, price: '39.99' },
      { quantity: 300, price: '34.99' },
    ],
    ...overrides,
  };
}

test('groups: created with decimal amounts, listed by search, changed, closed; its lines show what settlement refunds', async () => {
  const created = await ok<{ admin: { createGroup: { message: string; group: Record<string, unknown> } } }>(CREATE, {
    input: groupInput(),
  });
  expect(created.admin.createGroup).toMatchObject({
    message: 'Group created',
    group: {
      productName: 'Console Skillet',
      status: 'OPEN',
      price: usd('49.99'),
      currentPrice: usd('44.99'), // 0 booked counts as the first level (docs/product.md)
      shipping: usd('7.00'),
      radiusMiles: 40,
      levels: [
        { quantity: 50, price: usd('44.99') },
        { quantity: 150, price: usd('39.99') },
        { quantity: 300, price: usd('34.99') },
      ],
      supplier: { zipCode: '75204', city: 'Dallas', state: 'TX' },
    },
  });
  const id = created.admin.createGroup.group.id as string;

  const listed = await ok<{ admin: { groups: Connection<{ id: string }> } }>(
    `query($s: String) { admin { groups(search: $s, status: OPEN) { totalCount ${PAGE_INFO} nodes { id } } } }`,
    { s: 'console skil' },
  );
  expect(listed.admin.groups.nodes.map((g) => g.id)).toEqual([id]);
  expect(listed.admin.groups).toMatchObject({
    totalCount: 1,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
  });

  const updated = await ok<{
    admin: { updateGroup: { message: string; group: { price: Money; productName: string } } };
  }>(
    `mutation($id: ID!) { admin { updateGroup(id: $id, input: { price: "54.99", productName: "Console Skillet XL" }) { message group { price ${MONEY} productName } } } }`,
    { id },
  );
  expect(updated.admin.updateGroup).toEqual({
    message: 'Group updated',
    group: { price: usd('54.99'), productName: 'Console Skillet XL' },
  });

  const area = await ok<{ admin: { deliveryArea: { total: number; zipCodes: string[] } } }>(
    '{ admin { deliveryArea(supplierZip: "75204", radiusMiles: 5) { total zipCodes } } }',
  );
  expect(area.admin.deliveryArea.zipCodes).toContain('75204');
  expect(area.admin.deliveryArea.total).toBe(area.admin.deliveryArea.zipCodes.length);

  const closed = await ok<{ admin: { closeGroup: { message: string; group: { status: string } } } }>(
    'mutation($id: ID!) { admin { closeGroup(id: $id) { message group { status } } } }',
    { id },
  );
  expect(closed.admin.closeGroup).toEqual({ message: 'Group closed', group: { status: 'CLOSED' } });
  const refused = await gateway.graphql(
    'mutation($id: ID!) { admin { updateGroup(id: $id, input: { price: "59.99" }) { message } } }',
    { id },
    admin,
  );
  expect(refused.body.errors?.[0]?.message).toBe('This group is closed; price can no longer change');

  const lines = await ok<{ admin: { groupLines: { totalCount: number; refundDue: Money; finalUnitPrice: Money } } }>(
    `query($id: ID!) { admin { groupLines(groupId: $id) { totalCount unsettledLines refundDue ${MONEY} finalUnitPrice ${MONEY} nodes { id } } } }`,
    { id },
  );
  expect(lines.admin.groupLines).toMatchObject({
    totalCount: 0,
    unsettledLines: 0,
    refundDue: usd('0.00'),
    finalUnitPrice: usd('44.99'),
  });

  const upload = await ok<{ admin: { announceGroupImage: { uploadUrl: string; imageUrl: string } } }>(
    'mutation($id: ID!) { admin { announceGroupImage(groupId: $id, mimeType: "image/png") { message uploadUrl imageUrl } } }',
    { id },
  );
  expect(upload.admin.announceGroupImage.uploadUrl).toMatch(/\/uploads\/group-images\/.+\?expires=/);
  expect(upload.admin.announceGroupImage.imageUrl).toMatch(/^\/media\/groups\/g\d+-[0-9a-f]{32}\.png$/);
});

test('an admin list pages by cursor forward and back: a group created between pages repeats and skips nothing', async () => {
  const create = async (name: string) =>
    (
      await ok<{ admin: { createGroup: { group: { id: string } } } }>(CREATE, {
        input: groupInput({ productName: name }),
      })
    ).admin.createGroup.group.id;
  const created: string[] = [];
  for (let n = 1; n <= 7; n += 1) created.push(await create(`Cursor Walk ${n}`));
  const newestFirst = [...created].reverse();
  const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) { admin {
    groups(search: "cursor walk", first: $first, after: $after, last: $last, before: $before) {
      totalCount ${PAGE_INFO} edges { cursor node { id } } nodes { id } } } }`;
  const read = async (variables: Record<string, unknown>) => {
    const { groups } = (await ok<{ admin: { groups: Connection<{ id: string }> } }>(PAGE, variables)).admin;
    // Each edge carries its node's own cursor; the page's first and last are pageInfo's.
    expect(groups.edges.map((edge) => edge.node)).toEqual(groups.nodes);
    expect(groups.pageInfo.startCursor).toBe(groups.edges[0]?.cursor ?? null);
    expect(groups.pageInfo.endCursor).toBe(groups.edges.at(-1)?.cursor ?? null);
    return groups;
  };

  const first = await read({ first: 3 });
  expect(first).toMatchObject({ totalCount: 7, pageInfo: { hasPreviousPage: false, hasNextPage: true } });
  // A newer group lands before the first page: by offset the next page would repeat a row.
  const added = await create('Cursor Walk 8');
  const forward = [first];
  while (forward.at(-1)!.pageInfo.hasNextPage) {
    forward.push(await read({ first: 3, after: forward.at(-1)!.pageInfo.endCursor }));
  }
  expect(forward.flatMap((page) => page.nodes.map((group) => group.id))).toEqual(newestFirst);
  expect(forward.map((page) => page.nodes.length)).toEqual([3, 3, 1]);
  expect(forward.at(-1)).toMatchObject({ totalCount: 8, pageInfo: { hasPreviousPage: true, hasNextPage: false } });

  // Back from the last page, three at a time, each page still newest first, to the new group.
  const backward = [forward.at(-1)!];
  while (backward[0]!.pageInfo.hasPreviousPage) {
    backward.unshift(await read({ last: 3, before: backward[0]!.pageInfo.startCursor }));
  }
  expect(backward.flatMap((page) => page.nodes.map((group) => group.id))).toEqual([added, ...newestFirst]);
  expect(backward[0]!.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
});

test("a group document: announced with its name, PUT through /uploads/, on the shopper's group page, removed", async () => {
  const id = (await ok<{ admin: { groups: Connection<{ id: string }> } }>('{ admin { groups { nodes { id } } } }'))
    .admin.groups.nodes[0]!.id;
  const announced = await ok<{
    admin: { announceGroupDocument: { message: string; uploadUrl: string; documentUrl: string } };
  }>(
    'mutation($id: ID!) { admin { announceGroupDocument(groupId: $id, mimeType: "application/pdf", fileName: "Care guide.pdf") { message uploadUrl documentUrl } } }',
    { id },
  );
  const { message, uploadUrl, documentUrl } = announced.admin.announceGroupDocument;
  expect(message).toBe('Upload link created');
  expect(uploadUrl).toMatch(/\/uploads\/group-documents\/g\d+-[0-9a-f]{32}\.pdf\/Care%20guide\.pdf\?expires=/);
  const { pathname, search } = new URL(uploadUrl);
  const put = await gateway.app.inject({
    method: 'PUT',
    url: pathname + search,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  expect(put.statusCode).toBe(200);

  const shopper = await gateway.graphql('query($id: ID!) { group(id: $id) { documents { url fileName } } }', { id });
  expect((shopper.body.data as { group: { documents: unknown[] } }).group.documents).toContainEqual({
    url: documentUrl,
    fileName: 'Care guide.pdf',
  });
  const served = await gateway.app.inject({ method: 'GET', url: documentUrl });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('application/pdf');

  const removed = await ok<{
    admin: { removeGroupDocument: { message: string; group: { documents: { url: string }[] } } };
  }>(
    'mutation($id: ID!, $url: String!) { admin { removeGroupDocument(groupId: $id, documentUrl: $url) { message group { documents { url } } } } }',
    { id, url: documentUrl },
  );
  expect(removed.admin.removeGroupDocument.message).toBe('Document removed');
  expect(removed.admin.removeGroupDocument.group.documents.map((doc) => doc.url)).not.toContain(documentUrl);

  const refused = await gateway.graphql(
    'mutation($id: ID!) { admin { announceGroupDocument(groupId: $id, mimeType: "application/pdf", fileName: "a/b.pdf") { uploadUrl } } }',
    { id },
    admin,
  );
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'file_name must be 1 to 120 characters without / \\ or control characters',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('groups: bad input is BAD_USER_INPUT naming the field, and nothing is created', async () => {
  const before = await ok<{ admin: { groups: { totalCount: number } } }>('{ admin { groups { totalCount } } }');
  const { body } = await gateway.graphql(
    CREATE,
    {
      input: groupInput({
        levels: [
          { quantity: 50, price: '44.99' },
          { quantity: 40, price: '39.99' },
        ],
      }),
    },
    admin,
  );
  expect(body.errors?.[0]).toMatchObject({
    message: 'levels quantity_level must be strictly increasing',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const after = await ok<{ admin: { groups: { totalCount: number } } }>('{ admin { groups { totalCount } } }');
  expect(after.admin.groups.totalCount).toBe(before.admin.groups.totalCount);
});

test.each([
  ['three decimals', { price: '49.999' }, 'at "input.price"; Decimal must be an amount as text'],
  ['a word', { shipping: 'seven' }, 'at "input.shipping"; Decimal must be an amount as text'],
  ['a JSON number', { price: 49.99 }, 'at "input.price"; Decimal must be an amount as text (a string, not a number)'],
  [
    'three decimals in a level',
    { levels: [{ quantity: 300, price: '44.995' }] },
    'at "input.levels[0].price"; Decimal must be an amount as text',
  ],
  ['a negative amount', { shipping: '-7.00' }, 'input.shipping must not be negative'],
  [
    'a negative level price',
    { levels: [{ quantity: 300, price: '-1' }] },
    'input.levels[0].price must not be negative',
  ],
])('a money input with %s is BAD_USER_INPUT naming the field, before the API is asked', async (_what, bad, message) => {
  const { body } = await gateway.graphql(CREATE, { input: groupInput(bad) }, admin);
  expect(body.errors).toHaveLength(1);
  expect(body.errors?.[0]?.message).toContain(message);
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  // At most the session lookup that checks the admin: nothing is written.
  expect(gateway.calls.filter((call) => call.method !== 'GET')).toEqual([]);
});

// ─── Overview, customers, the settlement record and bulk moves ───────────────────────

test('the walk reaches the overview, customers, the settlement record and bulk moves', () => {
  expect(operations.map((op) => op.name)).toEqual(
    expect.arrayContaining([
      'Query.admin.overview',
      'Query.admin.customers',
      'Query.admin.customer',
      'Query.admin.settlementRuns',
      'Query.admin.ledger',
      'Mutation.admin.endCustomerSessions',
      'Mutation.admin.moveOrderLines',
    ]),
  );
});

test('the overview answers its figures as Money and thirty days of orders and refunds', async () => {
  const { admin: data } = await ok<{
    admin: { overview: Record<string, unknown> & { grossSales: Money; days: { date: string; sales: Money }[] } };
  }>(
    `{ admin { overview { openGroups groupsClosingSoon unitsBookedToday grossSales ${MONEY} refundsMade ${MONEY}
      refundsDue ${MONEY} linesAwaitingSettlement settlementLagSeconds pendingDocuments pendingReturns
      days { date orders sales ${MONEY} refunds refunded ${MONEY} } } } }`,
  );
  expect(data.overview).toMatchObject({
    openGroups: expect.any(Number),
    grossSales: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' },
    pendingDocuments: expect.any(Number),
  });
  expect(centsOf(data.overview.grossSales)).toBeGreaterThan(0);
  expect(data.overview.days).toHaveLength(30);
  expect(data.overview.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
});

test("customers: search, a customer's page with documents and lines, and ending their sessions", async () => {
  const found = await ok<{ admin: { customers: Connection<{ id: string; email: string; customerType: string }> } }>(
    'query($s: String) { admin { customers(search: $s, sort: NAME) { totalCount nodes { id email customerType } } } }',
    { s: 'Shopper@Example' },
  );
  expect(found.admin.customers.nodes).toEqual([expect.objectContaining({ email: 'shopper@example.com' })]);
  expect(found.admin.customers.totalCount).toBe(1);
  const { id } = found.admin.customers.nodes[0]!;

  const shopperToken = await login('shopper@example.com', 'Shopper@123');
  const page = await ok<{
    admin: {
      customer: { id: string; email: string; addresses: { type: string }[]; sessions: { id: string }[] };
      orderLines: Connection<{ customerEmail: string }>;
      documents: Connection<{ customerId: string }>;
    };
  }>(
    `query($id: ID!) { admin {
      customer(id: $id) { id email customerType taxExempt orderCount addresses { id type city zipCode } sessions { id createdAt expiresAt } }
      orderLines(customerId: $id, sort: OLDEST, first: 100) { totalCount nodes { customerEmail } }
      documents(customerId: $id) { totalCount nodes { customerId } } } }`,
    { id },
  );
  expect(page.admin.customer).toMatchObject({ id, email: 'shopper@example.com' });
  expect(page.admin.customer.addresses.map((a) => a.type)).toContain('BILLING');
  expect(page.admin.customer.sessions.length).toBeGreaterThan(0);
  expect(page.admin.orderLines.totalCount).toBeGreaterThan(0);
  expect(page.admin.orderLines.nodes.every((line) => line.customerEmail === 'shopper@example.com')).toBe(true);
  expect(page.admin.documents.nodes.every((doc) => doc.customerId === id)).toBe(true);

  const ended = await ok<{
    admin: { endCustomerSessions: { message: string; ended: number; customer: { sessions: unknown[] } } };
  }>(
    'mutation($id: ID!) { admin { endCustomerSessions(id: $id) { message ended customer { id sessions { id } } } } }',
    { id },
  );
  expect(ended.admin.endCustomerSessions.ended).toBeGreaterThan(0);
  expect(ended.admin.endCustomerSessions.message).toMatch(/^\d+ sessions? ended$/);
  expect(ended.admin.endCustomerSessions.customer.sessions).toEqual([]);
  const refused = await gateway.graphql(`{ cart { totalTax ${MONEY} } }`, {}, shopperToken);
  expect(refused.status).toBe(401);
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  const unknown = await gateway.graphql('{ admin { customer(id: "999999") { id } } }', {}, admin);
  expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } });
});

test('the ledger pages with totals that reconcile, and its CSV downloads for admins only', async () => {
  const LEDGER = `query($kind: LedgerKind) { admin { ledger(kind: $kind, first: 100) {
    totalCount ${PAGE_INFO} csvPath nodes { id kind reason amount ${MONEY} orderId orderLineId customerEmail providerReference createdAt }
    totals { entries charged ${MONEY} refunded ${MONEY} net ${MONEY} }
    reconciliation { ordersTotal ${MONEY} linesRefunded ${MONEY} reconciled } } } }`;
  type Ledger = Connection<{ kind: string; amount: Money }> & {
    csvPath: string;
    totals: { entries: number; charged: Money; refunded: Money; net: Money };
    reconciliation: { ordersTotal: Money; linesRefunded: Money; reconciled: boolean };
  };
  const all = (await ok<{ admin: { ledger: Ledger } }>(LEDGER)).admin.ledger;
  expect(all.csvPath).toBe('/admin/ledger.csv');
  expect(all.totalCount).toBe(all.totals.entries);
  expect(all.reconciliation).toEqual({
    ordersTotal: all.totals.charged,
    linesRefunded: all.totals.refunded,
    reconciled: true,
  });
  expect(centsOf(all.totals.net)).toBe(centsOf(all.totals.charged) - centsOf(all.totals.refunded));

  const refunds = (await ok<{ admin: { ledger: Ledger } }>(LEDGER, { kind: 'REFUND' })).admin.ledger;
  expect(refunds.csvPath).toBe('/admin/ledger.csv?kind=refund');
  expect(refunds.nodes.every((entry) => entry.kind === 'REFUND')).toBe(true);

  const csv = await gateway.app.inject({
    method: 'GET',
    url: refunds.csvPath,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
  const rows = csv.body.trim().split('\n');
  expect(rows[0]).toMatch(/^payment_id,created_at,kind,reason,amount,/);
  expect(rows).toHaveLength(refunds.totals.entries + 1);
  expect(
    (
      await gateway.app.inject({
        method: 'GET',
        url: refunds.csvPath,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).statusCode,
  ).toBe(403);
  expect((await gateway.app.inject({ method: 'GET', url: refunds.csvPath })).statusCode).toBe(401);

  const bad = await gateway.graphql('{ admin { ledger(from: "last week") { totalCount } } }', {}, admin);
  expect(bad.body.errors?.[0]).toMatchObject({
    message: 'from must be a date as YYYY-MM-DD',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('bulk moves answer per line, and the kept settlement runs list an operator’s run', async () => {
  // One shipped line delivers; a line in another status and an unknown id are refused alone.
  // (A line delivered already would be told so: "This line is already delivered.")
  const lines = await ok<{ admin: { orderLines: Connection<Line> } }>(LINES, { first: 100 });
  const shipped = lines.admin.orderLines.nodes.find((line) => line.status === 'SHIPPING')!;
  const other = lines.admin.orderLines.nodes.find((line) => !['SHIPPING', 'COMPLETED'].includes(line.status))!;
  const moved = await ok<{
    admin: {
      moveOrderLines: {
        message: string;
        moved: number;
        results: { id: string; ok: boolean; message: string; orderLine: Line | null }[];
      };
    };
  }>(
    `mutation($ids: [ID!]!) { admin { moveOrderLines(ids: $ids, status: COMPLETED) {
      message moved refused results { id ok message orderLine { id status } } } } }`,
    { ids: [shipped.id, other.id, '999999'] },
  );
  expect(moved.admin.moveOrderLines).toMatchObject({ message: '1 order line updated, 2 refused', moved: 1 });
  expect(moved.admin.moveOrderLines.results).toEqual([
    { id: shipped.id, ok: true, message: 'Order line updated', orderLine: { id: shipped.id, status: 'COMPLETED' } },
    {
      id: other.id,
      ok: false,
      message: `Order line is ${other.status.toLowerCase()}; it cannot become completed`,
      orderLine: null,
    },
    { id: '999999', ok: false, message: 'Order line not found', orderLine: null },
  ]);
  const missing = await gateway.graphql(
    'mutation($ids: [ID!]!) { admin { moveOrderLines(ids: $ids, status: SHIPPING) { message } } }',
    { ids: [shipped.id] },
    admin,
  );
  expect(missing.body.errors?.[0]).toMatchObject({
    message: 'tracking_company_name and tracking_number are required for shipping',
    extensions: { code: 'BAD_USER_INPUT' },
  });

  await ok('mutation { admin { runSettlement { message } } }');
  const runs = await ok<{
    admin: { settlementRuns: Connection<{ startedBy: string; groupId: string | null; ranAt: string }> };
  }>(
    `{ admin { settlementRuns(first: 1) { totalCount ${PAGE_INFO} nodes { id startedBy operator { name email } groupId groupsClosed linesSettled refundedAmount ${MONEY} error ranAt } } } }`,
  );
  // The run names the operator who asked for it.
  expect(runs.admin.settlementRuns.nodes[0]).toMatchObject({
    startedBy: 'OPERATOR',
    operator: { name: 'Ada Admin', email: 'admin@example.com' },
    groupId: null,
  });
  expect(runs.admin.settlementRuns.totalCount).toBeGreaterThan(0);
  expect(runs.admin.settlementRuns.pageInfo.hasPreviousPage).toBe(false);
});
