// @database-agnostic: the gateway's cost and depth limits on the shop's documents (runs once, on
// SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';
import { SCHEMA_FILE } from './server';
import { configWith } from './config/config';
import { queryCost } from './plugins/query-cost';
import { freePort } from '../../scripts/lib/services';
import { startTestGateway } from './test/gateway-client';

const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
const MAX_COST = configWith({}).MAX_QUERY_COST;

// Every operation and fragment the shop sends, as one document (fragments live in their own files).
function webOperations(): DocumentNode {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.resolve(__dirname, '../../web/src'));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
  return { kind: Kind.DOCUMENT, definitions };
}

// Variables for the operations whose cost depends on them; the rest need none to be costed.
const VARIABLES: Record<string, Record<string, unknown>> = {
  Groups: { filter: { zipCode: '75201' }, first: 12 },
  MyOrders: { first: 20 },
  Group: { id: '1' },
};

test('every operation of the shop is well under the cost limit', () => {
  const document = webOperations();
  const costs = document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const name = definition.name.value;
    const needsVariables = (definition.variableDefinitions ?? []).length > 0;
    if (needsVariables && !VARIABLES[name]) return [];
    return [{ name, cost: queryCost(schema, document, name, VARIABLES[name] ?? {}) }];
  });
  expect(costs.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Groups', 'Group', 'CartPage', 'HeaderCart', 'MyOrders']),
  );
  for (const { name, cost } of costs)
    expect({ name, withinHalfTheLimit: cost <= MAX_COST / 2 }).toEqual({ name, withinHalfTheLimit: true });
});

test('a connection page costs in proportion to the rows it asks for: first, last, or its default', () => {
  const cost = (args: string, variables: Record<string, unknown> = {}) =>
    queryCost(
      schema,
      parse(
        `query ($n: Int, $c: String) { groups(filter: { zipCode: "75201" }${args}) { edges { cursor node { id productName } } pageInfo { endCursor } } }`,
      ),
      undefined,
      variables,
    );
  const twelve = cost(', first: $n', { n: 12 });
  expect(cost(', first: $n', { n: 100 })).toBeGreaterThan(twelve * 8);
  expect(cost(', last: $n, before: $c', { n: 100, c: 'x' })).toBe(cost(', first: $n', { n: 100 }));
  // Neither: the field's default page, 12 groups.
  expect(cost('')).toBe(twelve);
  // A size the resolver refuses is priced within 1..100 rows: a negative one cannot
  // lower the price of the rest of the operation, a huge one costs no more than 100.
  expect(cost(', first: $n', { n: -100_000 })).toBe(cost(', first: $n', { n: 1 }));
  expect(cost(', first: $n', { n: 5000 })).toBe(cost(', first: $n', { n: 100 }));
});

test('My Orders pages cost by their size too (20 lines by default)', () => {
  const cost = (args: string) =>
    queryCost(schema, parse(`{ orderLines${args} { nodes { id productName total { amount } } } }`), undefined, {});
  expect(cost('')).toBe(cost('(first: 20)'));
  expect(cost('(first: 100)')).toBeGreaterThan(cost('(first: 20)') * 4);
});

test('a money field costs 1, as the number it replaced: its amount and currency come with it', () => {
  const cost = (selection: string) =>
    queryCost(
      schema,
      parse(`{ groups(filter: { zipCode: "75201" }, first: 12) { nodes { id ${selection} } } }`),
      undefined,
      {},
    );
  expect(cost('price { amount currencyCode }')).toBe(cost('productName'));
});

test('an operation over the cost limit is refused with QUERY_TOO_COMPLEX and HTTP 400, before any upstream call', async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const items =
      'nodes { id productName price { amount currencyCode } discountedPrice { amount currencyCode } imageUrl status endDate quantityBooked }';
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: groups(filter: { zipCode: "75201" }, first: 100) { ${items} }`).join(' ')} }`;
    const { status, body } = await gateway.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/^Query is too expensive \(estimated cost \d+; at most 2000\)\.$/);
    expect(body.data).toBeUndefined();
    expect(gateway.calls).toHaveLength(0);
  } finally {
    await gateway.app.close();
  }
});

test('the same operation is priced again for each page size (remembered costs are keyed by it)', async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const card =
      '{ id productName price { amount currencyCode } discountedPrice { amount currencyCode } imageUrl status endDate quantityBooked }';
    const page = (alias: string) => `${alias}: groups(filter: { zipCode: "75201" }, first: $n) { nodes ${card} }`;
    const query = `query ($n: Int) { ${page('a')} ${page('b')} ${page('c')} }`;
    const small = await gateway.graphql(query, { n: 12 });
    expect(small.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE'); // priced, then run: no API here
    const huge = await gateway.graphql(query, { n: 100 });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  } finally {
    await gateway.app.close();
  }
});
