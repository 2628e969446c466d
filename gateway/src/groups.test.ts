import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, type Money } from './test/money';

const GROUP_FIELDS = `id productName description price ${MONEY} discountedPrice ${MONEY} status endDate quantityBooked
  maxQuantity unitsLeft images currentLevel category { id name } documents { url fileName }
  levels { fromQuantity quantityLevel unitPrice ${MONEY} } nextLevel { quantityLevel unitPrice ${MONEY} unitsNeeded }
  supplier { street city state zipCode }`;

interface GroupAnswer {
  id: string;
  price: Money;
  discountedPrice: Money;
  quantityBooked: number;
  images: string[];
  currentLevel: number;
  levels: { fromQuantity: number; quantityLevel: number; unitPrice: Money }[];
  nextLevel: { quantityLevel: number; unitPrice: Money; unitsNeeded: number } | null;
}

let api: ApiProcess;
let gateway: TestGateway;
let listedIds: string[];

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  const { body } = await gateway.graphql('{ groups(filter: { zipCode: "75201" }, first: 24) { nodes { id } } }');
  listedIds = (body.data as { groups: { nodes: { id: string }[] } }).groups.nodes.map((g) => g.id);
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

test('a group answers its page: levels with their ranges, the current row and the next level', async () => {
  const { body } = await gateway.graphql(`query($id: ID!) { group(id: $id) { ${GROUP_FIELDS} } }`, {
    id: listedIds[0],
  });
  expect(body.errors).toBeUndefined();
  const group = (body.data as { group: GroupAnswer }).group;
  expect(group.id).toBe(listedIds[0]);
  expect(group.images.length).toBeGreaterThan(0);
  expect(group.levels.length).toBeGreaterThanOrEqual(2);
  expect(group.levels[0]!.fromQuantity).toBe(1);
  group.levels.slice(1).forEach((row, i) => expect(row.fromQuantity).toBe(group.levels[i]!.quantityLevel + 1));
  const current = group.levels[group.currentLevel - 1]!;
  expect(group.discountedPrice).toEqual(current.unitPrice);
  expect(centsOf(group.discountedPrice)).toBeLessThanOrEqual(centsOf(group.price));
  if (group.nextLevel) {
    // The next row's price applies once the booked total passes the current row's level.
    const next = group.levels[group.currentLevel]!;
    expect(group.nextLevel).toEqual({
      quantityLevel: next.quantityLevel,
      unitPrice: next.unitPrice,
      unitsNeeded: next.fromQuantity - group.quantityBooked,
    });
  }
});

test('many groups in one operation cost one upstream call', async () => {
  const ids = listedIds.slice(0, 20);
  const query = `{ ${ids.map((id, i) => `g${i}: group(id: "${id}") { id productName levels { unitPrice ${MONEY} } }`).join(' ')} }`;
  const { body } = await gateway.graphql(query);
  expect(body.errors).toBeUndefined();
  expect(Object.values(body.data as Record<string, { id: string }>).map((g) => g.id)).toEqual(ids);
  expect(gateway.calls).toEqual([{ method: 'POST', path: 'group/batch' }]);
});

test("with a ZIP code, suggestions are the names that ZIP's listing holds", async () => {
  const listed = await gateway.graphql(
    '{ groups(filter: { zipCode: "10001" }, first: 100) { nodes { productName } } }',
  );
  const inNewYork = new Set(
    (listed.body.data as { groups: { nodes: { productName: string }[] } }).groups.nodes.map((g) => g.productName),
  );
  const everywhere = await gateway.graphql('{ groupNameSuggestions(text: "e") }');
  const nearby = await gateway.graphql('{ groupNameSuggestions(text: "e", zipCode: "10001") }');
  const all = (everywhere.body.data as { groupNameSuggestions: string[] }).groupNameSuggestions;
  const names = (nearby.body.data as { groupNameSuggestions: string[] }).groupNameSuggestions;
  expect(names.length).toBeGreaterThan(0);
  // The seed's Dallas groups are suggested without a ZIP code, never for New York.
  expect(all.some((name) => !inNewYork.has(name))).toBe(true);
  expect(names.every((name) => inNewYork.has(name))).toBe(true);
});

test('an unknown group is NOT_FOUND', async () => {
  for (const id of ['999999', 'abc']) {
    const { body } = await gateway.graphql('query($id: ID!) { group(id: $id) { id } }', { id });
    expect(body.errors).toEqual([
      expect.objectContaining({ message: 'Group not found', extensions: { code: 'NOT_FOUND' } }),
    ]);
  }
});

test('name suggestions contain the typed text; an empty box asks nothing', async () => {
  const { body } = await gateway.graphql('{ groupNameSuggestions(text: "pro") }');
  const names = (body.data as { groupNameSuggestions: string[] }).groupNameSuggestions;
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.toLowerCase().includes('pro'))).toBe(true);
  gateway.calls.length = 0;
  const empty = await gateway.graphql('{ groupNameSuggestions(text: "  ") }');
  expect(empty.body.data).toEqual({ groupNameSuggestions: [] });
  expect(gateway.calls).toHaveLength(0);
});
