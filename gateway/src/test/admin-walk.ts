import fs from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { SCHEMA_FILE } from '../server';

// Every admin field as an operation of its own, found by walking the schema, so a field
// added later is walked without a new test (admin.test.ts: customers and visitors;
// admin-permissions.test.ts: each staff role).

export const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));

/** Literals a walk uses for a scalar (by its name) instead of the defaults below. */
export type Samples = Partial<Record<string, string>>;

/** A value of the argument's type that passes GraphQL validation, so the call reaches the resolver. */
function sampleLiteral(type: GraphQLInputType, samples: Samples): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${sampleLiteral(inner.ofType, samples)}]`;
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${required.map((f) => `${f.name}: ${sampleLiteral(f.type, samples)}`).join(', ')} }`;
  }
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isScalarType(named)) {
    const given = samples[named.name];
    if (given !== undefined) return given;
    if (['Int', 'PositiveInt', 'NonNegativeInt'].includes(named.name)) return '1';
    if (named.name === 'Float') return '1.5';
    if (named.name === 'Boolean') return 'true';
    if (named.name === 'DateTime') return '"2030-01-01T00:00:00.000Z"';
    if (named.name === 'PostalCode') return '"75204"';
    if (named.name === 'EmailAddress') return '"walk@example.com"';
    return '"1"';
  }
  throw new Error(`no sample for input type ${String(named)}; extend sampleLiteral`);
}

/** Which arguments a walk fills beyond the required ones. */
export interface WalkOptions {
  /** Optional `ID` arguments too, so an action about "one or all" is about one (the sample's). */
  optionalIds?: boolean;
}

/** The required arguments with samples; `fixed` gives some their literal instead. */
function argsOf(
  args: readonly GraphQLArgument[],
  samples: Samples,
  fixed: Record<string, string> = {},
  options: WalkOptions = {},
): string {
  const filled = (arg: GraphQLArgument) =>
    (isNonNullType(arg.type) && arg.defaultValue === undefined) ||
    (options.optionalIds === true && isScalarType(arg.type) && arg.type.name === 'ID');
  const required = args.filter((arg) => fixed[arg.name] !== undefined || filled(arg));
  const literal = (arg: GraphQLArgument) => fixed[arg.name] ?? sampleLiteral(arg.type, samples);
  return required.length ? `(${required.map((arg) => `${arg.name}: ${literal(arg)}`).join(', ')})` : '';
}

const selectionOf = (field: GraphQLField<unknown, unknown>) =>
  isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';

export interface AdminOperation {
  /** `Query.admin.overview` */
  name: string;
  /** The admin type and field it reaches. */
  type: string;
  field: string;
  /** Arguments fixed beyond the samples, by name (a move's `status`). */
  fixed: Record<string, string>;
  document: string;
}

/**
 * Every operation reaching one field of an admin type, through the root field that leads
 * there. `spread(field)` may ask for several operations of one field, each with some
 * arguments fixed (e.g. one per status a move takes).
 */
export function adminOperations(
  samples: Samples = {},
  spread: (field: GraphQLField<unknown, unknown>) => Record<string, string>[] = () => [{}],
  options: WalkOptions = {},
): AdminOperation[] {
  const operations: AdminOperation[] = [];
  for (const [keyword, root] of [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const) {
    for (const entry of Object.values(root.getFields())) {
      const area = getNamedType(entry.type);
      if (!isObjectType(area) || !area.name.startsWith('Admin')) continue;
      for (const field of Object.values(area.getFields())) {
        for (const fixed of spread(field)) {
          const suffix = Object.values(fixed).join(',');
          operations.push({
            name: `${root.name}.${entry.name}.${field.name}${suffix ? `(${suffix})` : ''}`,
            type: area.name,
            field: field.name,
            fixed,
            document: `${keyword} { ${entry.name}${argsOf(entry.args, samples)} { ${field.name}${argsOf(field.args, samples, fixed, options)}${selectionOf(field)} } }`,
          });
        }
      }
    }
  }
  return operations;
}
