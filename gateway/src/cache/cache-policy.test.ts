// @database-agnostic: no API behind (runs once, on SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { SCHEMA_FILE } from '../server';
import { createCachePolicy } from './cache-policy';

const policy = createCachePolicy(buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8')));

function maxAgeOf(query: string, operationName?: string): number {
  const document = parse(query);
  return policy.maxAge(document, getOperationAST(document, operationName)!);
}

test('public reference data and the listing carry the maxAge of their hints', () => {
  expect(maxAgeOf('{ categories { id name subCategories { id subCategories { name } } } }')).toBe(60);
  expect(
    maxAgeOf(
      '{ groups(filter: { zipCode: "75201" }) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id quantityBooked nextLevel { unitsNeeded } } } nodes { id } } }',
    ),
  ).toBe(5);
  expect(maxAgeOf('{ countries { isoCode timezones { zoneName } } }')).toBe(3600);
});

test('an operation takes the smallest maxAge of its fields, through fragments too', () => {
  expect(maxAgeOf('{ categories { id } groups(filter: { zipCode: "75201" }) { totalCount } }')).toBe(5);
  expect(
    maxAgeOf(
      'query Listing { groups(filter: { zipCode: "75201" }) { ...Page } } fragment Page on GroupCardConnection { edges { node { id } } }',
    ),
  ).toBe(5);
});

test('a field without a hint, a signed-in read, a mutation or a subscription is never reusable', () => {
  expect(maxAgeOf('{ session { id } }')).toBe(0);
  expect(maxAgeOf('{ group(id: "1") { id quantityBooked } }')).toBe(0);
  expect(maxAgeOf('{ categories { id } group(id: "1") { id } }')).toBe(0);
  expect(maxAgeOf('{ __typename }')).toBe(0);
  expect(maxAgeOf('mutation { logout { message } }')).toBe(0);
  expect(maxAgeOf('subscription { groupChanged(ids: ["1"]) { id } }')).toBe(0);
});

test('the figure is worked out per operation of a document', () => {
  const text = 'query A { categories { id } } query B { session { id } }';
  expect(maxAgeOf(text, 'A')).toBe(60);
  expect(maxAgeOf(text, 'B')).toBe(0);
});
