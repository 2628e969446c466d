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
  Groups: { filter: { zipCode: '75201' }, page: 0, pageSize: 12 },
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
  expect(costs.map((c) => c.name)).toEqual(expect.arrayContaining(['Groups', 'Group', 'CartPage', 'HeaderCart']));
  for (const { name, cost } of costs)
    expect({ name, withinHalfTheLimit: cost <= MAX_COST / 2 }).toEqual({ name, withinHalfTheLimit: true });
});

test('a listing page costs in proportion to its page size', () => {
  const query = parse(
    'query ($n: PositiveInt!) { groups(filter: { zipCode: "75201" }, pageSize: $n) { items { id productName } } }',
  );
  const twelve = queryCost(schema, query, undefined, { n: 12 });
  const hundred = queryCost(schema, query, undefined, { n: 120 });
  expect(hundred).toBeGreaterThan(twelve * 9);
});

test('an operation over the cost limit is refused with QUERY_TOO_COMPLEX and HTTP 400, before any upstream call', async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const items = 'items { id productName price discountedPrice imageUrl status endDate quantityBooked }';
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: groups(filter: { zipCode: "75201" }, pageSize: 100) { ${items} }`).join(' ')} }`;
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
    const query =
      'query ($n: PositiveInt!) { a: groups(filter: { zipCode: "75201" }, pageSize: $n) { items { id productName price discountedPrice imageUrl status endDate quantityBooked } } }';
    const small = await gateway.graphql(query, { n: 12 });
    expect(small.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE'); // priced, then run: no API here
    const huge = await gateway.graphql(query, { n: 5000 });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  } finally {
    await gateway.app.close();
  }
});
