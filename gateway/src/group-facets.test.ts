import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// `GroupCardConnection.facets` (docs/decisions.md "Search"): the listing's counts per
// category and per price range, read from POST customer/group-facets only when selected,
// each count the `totalCount` the listing answers with that category or range chosen.

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

type Money = { amount: string; currencyCode: string };
type Facets = {
  categories: Array<{ categoryId: string; name: string; parentId: string | null; count: number }>;
  priceRanges: Array<{ min: Money; max: Money | null; count: number }>;
};

const FACETS = /* GraphQL */ `
  query Facets($filter: GroupFilter!) {
    groups(filter: $filter, first: 1) {
      totalCount
      facets {
        categories {
          categoryId
          name
          parentId
          count
        }
        priceRanges {
          min {
            amount
            currencyCode
          }
          max {
            amount
            currencyCode
          }
          count
        }
      }
    }
  }
`;

async function totalCount(filter: Record<string, unknown>): Promise<number> {
  const { body } = await gateway.graphql('query($filter: GroupFilter!) { groups(filter: $filter) { totalCount } }', {
    filter,
  });
  expect(body.errors).toBeUndefined();
  return (body.data as { groups: { totalCount: number } }).groups.totalCount;
}

test('facets count what the listing totals for each category and price range, the search kept', async () => {
  const filter = { zipCode: '75201', productName: 'wireless' };
  const { status, body } = await gateway.graphql(FACETS, { filter });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const { totalCount: total, facets } = (body.data as { groups: { totalCount: number; facets: Facets } }).groups;
  expect(total).toBeGreaterThan(0);
  expect(gateway.calls).toEqual([
    { method: 'POST', path: 'customer/group-page' },
    { method: 'POST', path: 'customer/group-facets' },
  ]);

  // The API's own answer, in the GraphQL shape.
  const rest = await fetch(`${api.url}/api/customer/group-facets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip_code: '75201', product_name: 'wireless' }),
  });
  const answer = (await rest.json()) as {
    data: {
      categories: Array<{ category_id: number; category_name: string; parent_id: number | null; count: number }>;
      price_ranges: Array<{ min: number; max: number | null; count: number }>;
    };
  };
  expect(facets.categories).toEqual(
    answer.data.categories.map((c) => ({
      categoryId: String(c.category_id),
      name: c.category_name,
      parentId: c.parent_id === null ? null : String(c.parent_id),
      count: c.count,
    })),
  );
  expect(facets.priceRanges.map((range) => [range.min.amount, range.max?.amount ?? null])).toEqual([
    ['0.00', '49.99'],
    ['50.00', '99.99'],
    ['100.00', '249.99'],
    ['250.00', '499.99'],
    ['500.00', '999.99'],
    ['1000.00', '2499.99'],
    ['2500.00', '4999.99'],
    ['5000.00', null],
  ]);
  expect(facets.priceRanges.every((range) => range.min.currencyCode === 'USD')).toBe(true);

  // Each count is the listing's totalCount with that choice.
  expect(facets.categories.length).toBeGreaterThan(0);
  for (const facet of facets.categories) {
    expect(facet.count).toBe(await totalCount({ ...filter, categoryId: facet.categoryId }));
  }
  for (const range of facets.priceRanges) {
    const bounds = { minPrice: range.min.amount, ...(range.max ? { maxPrice: range.max.amount } : {}) };
    expect(range.count).toBe(await totalCount({ ...filter, ...bounds }));
  }
  expect(facets.priceRanges.reduce((sum, range) => sum + range.count, 0)).toBe(total);
});

test('a listing that does not select facets never asks for them', async () => {
  expect(await totalCount({ zipCode: '75201', productName: 'wireless' })).toBeGreaterThan(0);
  expect(gateway.calls).toEqual([{ method: 'POST', path: 'customer/group-page' }]);
});
