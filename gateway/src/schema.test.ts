import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  findBreakingChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
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

test('schema.graphql breaks nothing the released schema offered', () => {
  const released = buildSchema(fs.readFileSync(path.join(__dirname, '../schema.released.graphql'), 'utf8'));
  const breaking = findBreakingChanges(released, schema).map((change) => `${change.type}: ${change.description}`);
  expect(breaking).toEqual([]);
});
