import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, type Money } from './test/money';

const GROUPS = /* GraphQL */ `
  query Groups($filter: GroupFilter!, $first: Int, $after: String) {
    groups(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
      }
      items: nodes {
        id
        productName
        price {
          amount
          currencyCode
        }
        discountedPrice {
          amount
          currencyCode
        }
        imageUrl
        status
        endDate
        quantityBooked
      }
    }
  }
`;

let api: ApiProcess;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string }[];
  items: {
    id: string;
    productName: string;
    price: Money;
    discountedPrice: Money;
    imageUrl: string;
    status: string;
    endDate: string;
  }[];
};

async function groupsPage(filter: Record<string, unknown>, after?: string, first?: number): Promise<Page> {
  const { status, body } = await gateway.graphql(GROUPS, { filter, first, after });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return (body.data as { groups: Page }).groups;
}

test('categories come as a tree with camelCase fields in one upstream call', async () => {
  const { body } = await gateway.graphql('{ categories { id name subCategories { id name subCategories { id } } } }');
  const categories = (body.data as { categories: { id: string; name: string; subCategories: { name: string }[] }[] })
    .categories;
  expect(categories.length).toBeGreaterThanOrEqual(8);
  expect(categories.every((c) => c.subCategories.length > 0)).toBe(true);
  expect(gateway.calls).toEqual([{ method: 'GET', path: 'category' }]);
});

test("a card's progress fields are the group page's, from the listing's one upstream call", async () => {
  const { body } = await gateway.graphql(
    '{ groups(filter: { zipCode: "75201" }, first: 12) { nodes { id maxQuantity currentLevel nextLevel { quantityLevel unitPrice { amount currencyCode } unitsNeeded } } } }',
  );
  expect(body.errors).toBeUndefined();
  const cards = (body.data as { groups: { nodes: { id: string; nextLevel: unknown }[] } }).groups.nodes;
  expect(gateway.calls).toHaveLength(1);
  expect(cards.some((card) => card.nextLevel !== null)).toBe(true);
  for (const card of cards) {
    const detail = await gateway.graphql(
      `{ group(id: "${card.id}") { id maxQuantity currentLevel nextLevel { quantityLevel unitPrice { amount currencyCode } unitsNeeded } } }`,
    );
    expect(card).toEqual((detail.body.data as { group: unknown }).group);
  }
});

test('the listing near 75201 pages by 12 by default, by cursor, and says where each page sits', async () => {
  const first = await groupsPage({ zipCode: '75201' });
  expect(first.items).toHaveLength(12);
  expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  // Each card's edge carries its cursor; the page's cursors are its first and last card's.
  expect(first.edges).toHaveLength(12);
  expect(first.pageInfo.startCursor).toBe(first.edges[0]!.cursor);
  expect(first.pageInfo.endCursor).toBe(first.edges[11]!.cursor);
  expect(first.totalCount).toBeGreaterThan(12);
  expect(first.items[0]).toEqual(
    expect.objectContaining({ status: 'OPEN', imageUrl: expect.stringMatching(/^\/media\//) }),
  );
  expect(first.items.every((g) => centsOf(g.discountedPrice) <= centsOf(g.price))).toBe(true);
  expect(gateway.calls).toHaveLength(1);

  const second = await groupsPage({ zipCode: '75201' }, first.pageInfo.endCursor!);
  const firstIds = new Set(first.items.map((g) => g.id));
  expect(second.items.length).toBeGreaterThan(0);
  expect(second.items.some((g) => firstIds.has(g.id))).toBe(false);
  expect(second.pageInfo.hasPreviousPage).toBe(true);
  expect(second.totalCount).toBe(first.totalCount);
  // The listing's order goes on across the pages: soonest ending first.
  const ends = [...first.items, ...second.items].map((g) => g.endDate);
  expect(ends).toEqual([...ends].sort());
});

test('a ZIP with no group nearby lists nothing and no next page', async () => {
  const page = await groupsPage({ zipCode: '59001' });
  expect(page).toEqual({
    totalCount: 0,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    edges: [],
    items: [],
  });
});

test('price and name filters reach the API and narrow the listing', async () => {
  const cheap = await groupsPage({ zipCode: '75201', minPrice: '10.5', maxPrice: '50' }, undefined, 100);
  expect(cheap.items.length).toBeGreaterThan(0);
  expect(cheap.items.every((g) => centsOf(g.discountedPrice) >= 1050 && centsOf(g.discountedPrice) <= 5000)).toBe(true);

  const named = first(await groupsPage({ zipCode: '75201' })).productName.split(' ')[0]!;
  const byName = await groupsPage({ zipCode: '75201', productName: named.toLowerCase() }, undefined, 100);
  expect(byName.items.length).toBeGreaterThan(0);
  expect(byName.items.every((g) => g.productName.toLowerCase().includes(named.toLowerCase()))).toBe(true);
});

test.each([
  ['three decimals', { maxPrice: '49.999' }, 'at "filter.maxPrice"; Decimal must be an amount as text'],
  ['a word', { minPrice: 'cheap' }, 'at "filter.minPrice"; Decimal must be an amount as text'],
  [
    'a JSON number',
    { maxPrice: 50 },
    'at "filter.maxPrice"; Decimal must be an amount as text (a string, not a number)',
  ],
  ['a negative amount', { minPrice: '-5' }, 'filter.minPrice must not be negative'],
])(
  'a price filter with %s is BAD_USER_INPUT naming the field, before any upstream call',
  async (_what, bad, message) => {
    const { body } = await gateway.graphql(GROUPS, { filter: { zipCode: '75201', ...bad }, first: 12 });
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toContain(message);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.calls).toHaveLength(0);
  },
);

test('a price written in the query itself with three decimals is refused while validating, with where it stands', async () => {
  const { status, body } = await gateway.graphql(
    '{ groups(filter: { zipCode: "75201", maxPrice: "49.999" }, first: 12) { totalCount } }',
  );
  expect(status).toBe(400);
  expect(body.errors).toEqual([
    {
      message: expect.stringContaining(
        'Expected value of type "Decimal", found "49.999"; Decimal must be an amount as text',
      ),
      locations: [{ line: 1, column: 48 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ]);
  expect(gateway.calls).toHaveLength(0);
});

test('a ZIP that is not five digits is refused before any upstream call', async () => {
  const { body } = await gateway.graphql(GROUPS, { filter: { zipCode: '7520' }, first: 12 });
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(gateway.calls).toHaveLength(0);
});

test('media is proxied from the API with its content type', async () => {
  const page = await groupsPage({ zipCode: '75201' });
  const answer = await gateway.app.inject({ method: 'GET', url: first(page).imageUrl });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('image/svg+xml');
  expect(answer.body).toContain('<svg');
  const missing = await gateway.app.inject({ method: 'GET', url: '/media/groups/does-not-exist.svg' });
  expect(missing.statusCode).toBe(404);
});

test("an SVG through the gateway keeps the API's sandbox policy, also when revalidated", async () => {
  const url = first(await groupsPage({ zipCode: '75201' })).imageUrl;
  expect(url).toMatch(/\.svg$/);
  const direct = await fetch(`${api.url}/api${url}`);
  const policy = direct.headers.get('content-security-policy');
  expect(policy).toMatch(/(^|; )sandbox(;|$)/);

  // Opened on its own (a link, a new tab), the picture is a sandboxed document: no script, nothing loaded.
  const answer = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'image/svg+xml,*/*' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-security-policy']).toBe(policy);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');

  // A browser revalidating its copy keeps the headers of the 304: the same policy.
  const revalidated = await gateway.app.inject({
    method: 'GET',
    url,
    headers: { 'if-none-match': String(answer.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.headers['content-security-policy']).toBe(policy);
});

function first<T>(page: { items: T[] }): T {
  const item = page.items[0];
  if (!item) throw new Error('expected at least one group');
  return item;
}
