import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

const GROUPS = /* GraphQL */ `
  query Groups($filter: GroupFilter!, $page: NonNegativeInt!, $pageSize: PositiveInt!) {
    groups(filter: $filter, page: $page, pageSize: $pageSize) {
      page
      pageSize
      hasMore
      items {
        id
        productName
        price
        discountedPrice
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
  hasMore: boolean;
  items: {
    id: string;
    productName: string;
    price: number;
    discountedPrice: number;
    imageUrl: string;
    status: string;
  }[];
};

async function groupsPage(filter: Record<string, unknown>, page = 0, pageSize = 12): Promise<Page> {
  const { status, body } = await gateway.graphql(GROUPS, { filter, page, pageSize });
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
    '{ groups(filter: { zipCode: "75201" }, pageSize: 12) { items { id maxQuantity currentLevel nextLevel { quantityLevel unitPrice unitsNeeded } } } }',
  );
  expect(body.errors).toBeUndefined();
  const cards = (body.data as { groups: { items: { id: string; nextLevel: unknown }[] } }).groups.items;
  expect(gateway.calls).toHaveLength(1);
  expect(cards.some((card) => card.nextLevel !== null)).toBe(true);
  for (const card of cards) {
    const detail = await gateway.graphql(
      `{ group(id: "${card.id}") { id maxQuantity currentLevel nextLevel { quantityLevel unitPrice unitsNeeded } } }`,
    );
    expect(card).toEqual((detail.body.data as { group: unknown }).group);
  }
});

test('the listing near 75201 pages by 12 and says when a next page may exist', async () => {
  const first = await groupsPage({ zipCode: '75201' });
  expect(first.items).toHaveLength(12);
  expect(first.hasMore).toBe(true);
  expect(first.items[0]).toEqual(
    expect.objectContaining({ status: 'OPEN', imageUrl: expect.stringMatching(/^\/media\//) }),
  );
  expect(first.items.every((g) => g.discountedPrice <= g.price)).toBe(true);
  expect(gateway.calls).toHaveLength(1);

  const second = await groupsPage({ zipCode: '75201' }, 1);
  const firstIds = new Set(first.items.map((g) => g.id));
  expect(second.items.some((g) => firstIds.has(g.id))).toBe(false);
});

test('a ZIP with no group nearby lists nothing and no next page', async () => {
  const page = await groupsPage({ zipCode: '59001' });
  expect(page).toEqual({ page: 0, pageSize: 12, hasMore: false, items: [] });
});

test('price and name filters reach the API and narrow the listing', async () => {
  const cheap = await groupsPage({ zipCode: '75201', maxPrice: 50 }, 0, 100);
  expect(cheap.items.length).toBeGreaterThan(0);
  expect(cheap.items.every((g) => g.discountedPrice <= 50)).toBe(true);

  const named = first(await groupsPage({ zipCode: '75201' })).productName.split(' ')[0]!;
  const byName = await groupsPage({ zipCode: '75201', productName: named.toLowerCase() }, 0, 100);
  expect(byName.items.length).toBeGreaterThan(0);
  expect(byName.items.every((g) => g.productName.toLowerCase().includes(named.toLowerCase()))).toBe(true);
});

test('a ZIP that is not five digits is refused before any upstream call', async () => {
  const { body } = await gateway.graphql(GROUPS, { filter: { zipCode: '7520' }, page: 0, pageSize: 12 });
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
