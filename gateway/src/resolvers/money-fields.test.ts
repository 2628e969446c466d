// @database-agnostic: reads the schema and resolver map only (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import fs from 'node:fs';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { RESOLVERS, SCHEMA_FILE } from '../server';

// The REST API answers money as numbers (dollars, or cents for the console's figures), and
// a `Money` field left to GraphQL's default resolver would hand such a number to `Money`:
// each answer would fail at run time, for that field only. So every field answering
// `Money` has a resolver of its own (which builds it with rest/money.ts). The fields come
// from the schema, so a new one is covered.

const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
const moneyFields = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => getNamedType(field.type).name === 'Money')
      .map((field) => [type.name, field.name] as const),
  );

/** Fields whose parent the gateway builds itself in GraphQL's shape (no mapper), so codegen types them as `Money`. */
const BUILT_AS_MONEY = new Set(['PlaceOrderPayload.grandTotal']);
/** Types whose mapper is the answer's own shape, its money typed `MoneyAnswer` (rest/cart-answer.ts, rest/group-card-answer.ts, rest/group-answer.ts). */
const ANSWERED_IN_SCHEMA_SHAPE = new Set(['Cart', 'CartLine', 'GroupCard', 'Group', 'PriceLevel', 'NextPriceLevel']);

const hasResolver = (typeName: string, field: string) =>
  BUILT_AS_MONEY.has(`${typeName}.${field}`) ||
  ANSWERED_IN_SCHEMA_SHAPE.has(typeName) ||
  (RESOLVERS as Record<string, Record<string, unknown> | undefined>[]).some(
    (map) => typeof map[typeName]?.[field] === 'function',
  );

test('the schema has Money fields to check', () => {
  expect(moneyFields.length).toBeGreaterThan(60);
});

test.each(moneyFields)('%s.%s is built by a resolver, not read from the REST number', (typeName, field) => {
  expect(hasResolver(typeName, field)).toBe(true);
});
