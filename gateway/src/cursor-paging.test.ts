import { createDb, type DbHandle } from '../../api/src/db/kysely';
import { areaOfZip } from '../../api/src/modules/catalog/area';
import { createCustomer, createGroup, type TestCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import { insertAreaGroups } from '../../api/src/test/area-groups';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { saveSandboxCard } from './test/saved-card';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// The shop's cursor connections end to end (docs/graphql.md "Paging"): `Query.groups` and
// `Query.orderLines` paged through the gateway over the API's keyset pages, while
// operators open and close groups and the buyer orders between two pages; `before` paging
// back; and the arguments the gateway refuses before any upstream call. Against a real
// API process, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

jest.setTimeout(180_000);

// An area no seeded group serves: every group its listing shows is one this test made.
const ZIP = '59001';
const { latitude, longitude } = areaOfZip(ZIP)!;
const place = { city: 'Absarokee', state: 'MT', latitude, longitude };

const LISTING = `query ($first: Int, $after: String, $last: Int, $before: String) {
  groups(filter: { zipCode: "${ZIP}" }, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id endDate } }
    nodes { id }
  }
}`;

type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
type Connection<Node> = {
  totalCount: number;
  pageInfo: PageInfo;
  edges: { cursor: string; node: Node }[];
  nodes: { id: string }[];
};
type Card = { id: string; endDate: string };
type Paging = { first?: number; after?: string | null; last?: number; before?: string | null };

let api: ApiProcess;
let gateway: TestGateway;
let handle: DbHandle;
let admin: string;
let categoryId: number;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

async function ok<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  handle = createDb(api.database);
  admin = await login('admin@example.com', 'Admin@1234');
  categoryId = (await handle.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await handle?.db.destroy();
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

/** A page of the area's listing, as an anonymous visitor asks for it. */
async function listing(paging: Paging): Promise<Connection<Card>> {
  const data = await ok<{ groups: Connection<Card> }>(LISTING, paging);
  const page = data.groups;
  // Every page: nodes are the edges' nodes, and the page's cursors its first and last edge's.
  expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id));
  expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
  expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
  return page;
}

/** The area's open groups as the listing orders them (soonest ending first, then by id), from the database. */
async function listedNow(): Promise<Array<{ id: number; end_date: string }>> {
  const rows = await handle.db
    .selectFrom('groups')
    .select(['id', 'end_date'])
    .where('supplier_zip', '=', ZIP)
    .where('status', '=', 'Open')
    .where('end_date', '>', new Date().toISOString())
    .execute();
  return rows.sort((a, b) => (a.end_date === b.end_date ? a.id - b.id : a.end_date < b.end_date ? -1 : 1));
}

/** Open groups of the area, written straight into the table (as the seed would); answers their ids. */
const insertGroups = (endDates: string[]) => insertAreaGroups(handle.db, ZIP, endDates, 'Cursor Kettle');

/** An operator opens a group of the area ending at `endDate`, through the console's GraphQL. */
async function openGroup(endDate: string, name: string): Promise<number> {
  const data = await ok<{ admin: { createGroup: { group: { id: string } } } }>(
    'mutation($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }',
    {
      input: {
        categoryId: String(categoryId),
        productName: name,
        description: 'Opened while a shopper pages the listing.',
        price: '20.00',
        shipping: '0',
        maxQuantity: 10,
        endDate,
        supplierZip: ZIP,
        supplierStreet: '2 Main St',
        supplierCity: place.city,
        supplierState: place.state,
        radiusMiles: 30,
        levels: [{ quantity: 10, price: '18.00' }],
      },
    },
    admin,
  );
  return Number(data.admin.createGroup.group.id);
}

/** An operator closes a group through the console's GraphQL. */
async function closeGroup(id: number): Promise<void> {
  await ok('mutation($id: ID!) { admin { closeGroup(id: $id) { group { status } } } }', { id: String(id) }, admin);
}

test('500 groups paged by `after` while operators open and close groups: each that stayed open is seen once, then paged back by `before`', async () => {
  const base = Date.now() + 10 * 86_400_000;
  // Five groups share each end date: the id decides among them.
  const initial = await insertGroups(
    Array.from({ length: 500 }, (_, i) => new Date(base + (i % 100) * 60_000).toISOString()),
  );

  const seen: Card[] = [];
  const closedAhead: number[] = [];
  const closedBehind: number[] = [];
  const openedAhead: number[] = [];
  const openedBehind: number[] = [];
  let current = await listing({ first: 7 });
  expect(current.totalCount).toBe(500);
  expect(current.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  for (let turn = 0; ; turn += 1) {
    seen.push(...current.edges.map((edge) => edge.node));
    if (!current.pageInfo.hasNextPage) break;
    const last = seen[seen.length - 1]!;
    const seenIds = new Set(seen.map((card) => Number(card.id)));
    const ahead = (await listedNow()).filter((g) => !seenIds.has(g.id) && g.end_date > last.endDate);
    // Between two pages, as operators do: a group opens ahead of the page and one behind
    // it, one not yet shown closes and one already shown does.
    if (turn % 2 === 0 && ahead.length > 10) openedAhead.push(await openGroup(ahead[5]!.end_date, `Newcomer ${turn}`));
    if (turn % 3 === 1 && seen[0]!.endDate < last.endDate) {
      openedBehind.push(await openGroup(seen[0]!.endDate, `Latecomer ${turn}`));
    }
    if (turn % 4 === 2 && ahead.length > 3) {
      closedAhead.push(ahead[2]!.id);
      await closeGroup(ahead[2]!.id);
    }
    if (turn % 4 === 3) {
      const shown = [...seenIds].filter((id) => !closedBehind.includes(id) && !openedAhead.includes(id));
      closedBehind.push(shown[Math.floor(shown.length / 2)]!);
      await closeGroup(closedBehind[closedBehind.length - 1]!);
    }
    const next = await listing({ first: 7, after: current.pageInfo.endCursor });
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    current = next;
  }

  const shown = seen.map((card) => Number(card.id));
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
  const now = await listedNow();
  expect(current.totalCount).toBe(now.length);

  // Back by `last` and `before` from the last page to the start: each page still soonest
  // ending first, together the whole listing as it is now, in its order.
  const backward: string[][] = [];
  let back = await listing({ last: 7, before: current.pageInfo.startCursor });
  for (;;) {
    expect(back.pageInfo.hasNextPage).toBe(true);
    backward.unshift(back.nodes.map((node) => node.id));
    if (!back.pageInfo.hasPreviousPage) break;
    expect(back.nodes).toHaveLength(7);
    back = await listing({ last: 7, before: back.pageInfo.startCursor });
  }
  expect([...backward.flat(), ...current.nodes.map((node) => node.id)]).toEqual(now.map((g) => String(g.id)));
  // `before` alone pages back by the listing's default size, 12.
  const previous = await listing({ before: current.pageInfo.startCursor });
  expect(previous.nodes.map((node) => node.id)).toEqual(backward.flat().slice(-12));
});

const ORDER_LINES = `query ($first: Int, $after: String, $last: Int, $before: String) {
  orderLines(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id orderId productName } }
    nodes { id }
  }
}`;
type Line = { id: string; orderId: string; productName: string };

describe('My Orders by cursor', () => {
  let buyer: TestCustomer;
  let cardId: string;
  let groupIds: number[];

  const lines = async (paging: Paging) => {
    const page = (await ok<{ orderLines: Connection<Line> }>(ORDER_LINES, paging, buyer.token)).orderLines;
    expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id));
    return page;
  };

  /** The buyer orders one unit of each group in one order; answers the order's id. */
  async function placeOrder(key: string): Promise<string> {
    for (const id of groupIds) {
      await ok('mutation($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }', { g: String(id) }, buyer.token);
    }
    const data = await ok<{ placeOrder: { orderId: string } }>(
      'mutation($c: ID!, $k: String) { placeOrder(input: { cardId: $c, idempotencyKey: $k }) { orderId } }',
      { c: cardId, k: key },
      buyer.token,
    );
    return data.placeOrder.orderId;
  }

  beforeAll(async () => {
    buyer = await createCustomer(handle.db);
    cardId = await saveSandboxCard(api.url, buyer.token);
    groupIds = [];
    for (let i = 0; i < 3; i += 1) groupIds.push(await createGroup(handle.db, { maxQuantity: 100 }));
    // Five orders of three lines each, the newest last.
    for (let i = 0; i < 5; i += 1) await placeOrder(`cursor-order-${i}`);
  });

  test('20 lines a page by default; paged by `after` while the buyer orders again, each line is seen once; `before` pages back', async () => {
    const whole = await lines({});
    expect(whole.totalCount).toBe(15);
    expect(whole.nodes).toHaveLength(15);
    expect(whole.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    // Newest order first.
    const orders = whole.edges.map((edge) => Number(edge.node.orderId));
    expect(orders).toEqual([...orders].sort((a, b) => b - a));

    const walked: string[] = [];
    const placedMeanwhile: string[] = [];
    let page = await lines({ first: 4 });
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    for (;;) {
      walked.push(...page.nodes.map((node) => node.id));
      if (!page.pageInfo.hasNextPage) break;
      // A new order between two pages lands before them (newest first): nothing shifts.
      if (placedMeanwhile.length < 2) placedMeanwhile.push(await placeOrder(`meanwhile-${placedMeanwhile.length}`));
      page = await lines({ first: 4, after: page.pageInfo.endCursor });
      expect(page.pageInfo.hasPreviousPage).toBe(true);
    }
    expect(walked).toEqual(whole.nodes.map((node) => node.id));
    expect(page.totalCount).toBe(21);

    // Back from the last page by `last`/`before`: the lines before it, newest first, and
    // the new orders' lines at the start.
    const before = await lines({ last: 5, before: page.pageInfo.startCursor });
    expect(before.nodes.map((node) => node.id)).toEqual(walked.slice(-page.nodes.length - 5, -page.nodes.length));
    expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const now = await lines({ first: 100 });
    expect(new Set(now.edges.slice(0, 6).map((edge) => edge.node.orderId))).toEqual(new Set(placedMeanwhile));
    expect(now.nodes.slice(6).map((node) => node.id)).toEqual(walked);
  });
});

describe('the paging arguments', () => {
  let buyer: TestCustomer;
  beforeAll(async () => {
    buyer = await createCustomer(handle.db);
  });

  const refusals: Array<[string, Paging, string]> = [
    ['first below 1', { first: 0 }, 'first must be an integer from 1 to 100'],
    ['first above 100', { first: 101 }, 'first must be an integer from 1 to 100'],
    ['last above 100', { last: 101, before: 'x' }, 'last must be an integer from 1 to 100'],
    ['first and last', { first: 5, last: 5, before: 'x' }, 'first and last cannot be given together'],
    ['after and before', { first: 5, after: 'x', before: 'y' }, 'after and before cannot be given together'],
    [
      'last without before',
      { last: 5 },
      'last needs before: a list is read from its start, so page back from a cursor',
    ],
    [
      'last with after',
      { last: 5, after: 'x' },
      'last needs before: a list is read from its start, so page back from a cursor',
    ],
    ['first with before', { first: 5, before: 'x' }, 'first cannot be combined with before: use last'],
  ];

  test.each(refusals)(
    '%s: BAD_USER_INPUT naming it, on the listing and My Orders, before any upstream call',
    async (_what, paging, message) => {
      for (const [query, token] of [
        [LISTING, undefined],
        [ORDER_LINES, buyer.token],
      ] as const) {
        gateway.calls.length = 0;
        const { body } = await gateway.graphql(query, paging, token);
        expect(body.errors).toEqual([
          expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
        ]);
        expect(gateway.calls).toEqual([]);
      }
    },
  );

  test("a cursor the list never answered is the API's BAD_USER_INPUT naming the argument", async () => {
    const other = await createCustomer(handle.db);
    for (const [paging, message] of [
      [{ first: 5, after: 'bm90LWEtY3Vyc29y' }, 'after is not a cursor of this list'],
      [{ last: 5, before: 'not a cursor!' }, 'before is not a cursor of this list'],
    ] as const) {
      const { body } = await gateway.graphql(LISTING, paging);
      expect(body.errors).toEqual([
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
    }
    // A listing's cursor is no cursor of My Orders.
    const page = await listing({ first: 1 });
    const { body } = await gateway.graphql(ORDER_LINES, { first: 5, after: page.pageInfo.endCursor }, other.token);
    expect(body.errors?.[0]).toMatchObject({
      message: 'after is not a cursor of this list',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
