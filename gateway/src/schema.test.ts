// @database-agnostic: reads schema.graphql only (runs once, on SQLite; docs/decisions.md "Test
// suite time").
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { unnamedBreakingChanges } from './schema/breaking-changes';
import { SCHEMA_FILE } from './server';

const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
const ownTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

/** Every place a client developer reads a description: types, fields, arguments, enum values. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing = type.description?.trim() ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) {
        if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

test('every type, field, argument and enum value of schema.graphql is described', () => {
  const builtIn = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
  const missing = ownTypes.filter((type) => !builtIn.has(type.name)).flatMap(undescribed);
  expect(missing).toEqual([]);
});

test('schema.graphql breaks nothing the released schema offered, except what the changelog names', () => {
  const released = buildSchema(fs.readFileSync(path.join(__dirname, '../schema.released.graphql'), 'utf8'));
  const changelog = fs.readFileSync(path.join(__dirname, '../../docs/schema-changelog.md'), 'utf8');
  expect(unnamedBreakingChanges(released, schema, changelog)).toEqual([]);
});

describe('the schema-break check', () => {
  const released = buildSchema(`
    type Query { group(id: ID!): Group, groups(page: Int): [Group!]! }
    type Group { id: ID!, price: Float!, status: Status!, units: Int!, miles: Float }
    enum Status { OPEN CLOSED }
  `);
  const broken = buildSchema(`
    type Query { group(id: ID!, zip: String!): Group, groups(page: String): [Group!]! }
    type Group { id: ID!, price: String!, status: Status!, units: Int!, miles: Float }
    enum Status { OPEN }
  `);

  test('names each breaking change by its schema coordinate', () => {
    const changelog = '# Changelog\n## Unreleased\n';
    expect(unnamedBreakingChanges(released, broken, changelog).map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining(['Group.price', 'Status.CLOSED', 'Query.group(zip)', 'Query.groups(page)']),
    );
  });

  test('lets a breaking change through only when the Unreleased section names it', () => {
    const all = '- `Group.price`\n- `Status.CLOSED`\n- `Query.group(zip)`\n- `Query.groups(page)`\n';
    expect(unnamedBreakingChanges(released, broken, `# Changelog\n## Unreleased\n${all}`)).toEqual([]);
    // Named under an earlier release, not the coming one: still refused.
    const old = `# Changelog\n## Unreleased\n- \`Group.price\`\n## 2026-11-01\n${all}`;
    expect(unnamedBreakingChanges(released, broken, old).length).toBe(3);
  });

  test('a change that breaks nothing needs no entry', () => {
    const widened = buildSchema(`
      type Query { group(id: ID!): Group, groups(page: Int, first: Int): [Group!]! }
      type Group { id: ID!, price: Float!, status: Status!, units: Int!, miles: Float, name: String }
      enum Status { OPEN CLOSED DRAFT }
    `);
    expect(unnamedBreakingChanges(released, widened, '# Changelog\n')).toEqual([]);
  });
});
