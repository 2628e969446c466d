// @database-agnostic: bad input is refused by the gateway before any upstream call (runs once, on
// SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInputField,
} from 'graphql';
import { SCHEMA_FILE } from './server';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Bad input against every query and mutation argument of the schema, including the
// fields of input objects, generated from schema.graphql itself: an operation added
// tomorrow is swept too. Nothing may answer a 5xx or INTERNAL_SERVER_ERROR, and text
// with control characters or a lone surrogate must be refused naming the variable that
// carried it, before any upstream call.

const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));

let api: ApiProcess;
let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  api = await startApiProcess();
  // The sweep sends well over a minute's allowance from one address (GRAPHQL_RATE_LIMIT, tested
  // in http/rate-limit.test.ts); limited, the last operations would only be answered 429.
  gateway = await startTestGateway({ API_URL: api.url, GRAPHQL_RATE_LIMIT: 0 });
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'shopper@example.com', p: 'Shopper@123' },
  );
  token = (body.data as { login: { token: string } }).login.token;
}, 60_000);
afterAll(async () => {
  await gateway.app.close();
  await api.stop();
});

/** A value the type accepts, for the arguments not being swept. */
function plausible(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plausible(type.ofType);
  if (isListType(type)) return [plausible(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, plausible(field.type)]),
    );
  }
  const samples: Record<string, unknown> = {
    ID: '1',
    String: 'a',
    Int: 1,
    Float: 1,
    Boolean: false,
    PositiveInt: 1,
    NonNegativeInt: 0,
    PostalCode: '75201',
    EmailAddress: 'someone@example.com',
    DateTime: '2030-01-01T00:00:00.000Z',
    Decimal: '1.00',
  };
  return samples[named.name] ?? 'a';
}

const HOSTILE: Array<[string, unknown]> = [
  ['NUL', 'abc\u0000def'],
  ['control characters', 'a\u0001\u001b[31mb'],
  ['a 1 MB string', 'x'.repeat(1_000_000)],
  ['an object', { nested: true }],
  ['a list', [1, 2]],
  ['NaN as text', 'NaN'],
  ['2^63', 2 ** 63],
  ['a fraction', 2.5],
  ['a negative number', -1],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00'],
];
/** Text every variable is refused for, naming the variable that carried it, and why. */
const REFUSED_TEXT = new Map([
  ['NUL', 'must not contain control characters'],
  ['control characters', 'must not contain control characters'],
  ['a lone high surrogate', 'must not contain lone surrogates (invalid Unicode)'],
  ['a lone low surrogate', 'must not contain lone surrogates (invalid Unicode)'],
]);

type Case = { operation: string; path: string[]; label: string; value: unknown; variables: Record<string, unknown> };

/** Sets `value` at `path` inside `root` (an argument's plausible value), creating objects on the way. */
function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const base = root && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  return { ...base, [head!]: withValueAt(base[head!], rest, value) };
}

/** Every leaf to sweep inside an argument: the argument itself, or each field of its input object. */
function leaves(type: GraphQLInputType, path: string[] = [], depth = 0): string[][] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth > 3) return [path];
  return Object.values(named.getFields()).flatMap((field: GraphQLInputField) =>
    leaves(field.type, [...path, field.name], depth + 1),
  );
}

function casesFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Case[] {
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const declare = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const pass = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const operation = `${kind}${declare ? `(${declare})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selection} }`;
  const base = Object.fromEntries(field.args.map((arg) => [arg.name, plausible(arg.type)]));
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const leaf of leaves(arg.type)) {
      for (const [label, value] of HOSTILE) {
        const variables = { ...base, [arg.name]: withValueAt(base[arg.name], leaf, value) };
        cases.push({ operation, path: [arg.name, ...leaf], label, value, variables });
      }
    }
  }
  // Every field, arguments or none: an argument it does not have.
  const unknown = `${kind} { ${field.name}(unknownArgument: "a\\u0000")${selection} }`;
  cases.push({
    operation: unknown,
    path: ['unknownArgument'],
    label: 'an unknown argument',
    value: null,
    variables: {},
  });
  return cases;
}

const rootFields = () => [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ['query', field] as const),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ['mutation', field] as const),
];

test('every query and mutation of the schema gets generated cases', () => {
  const fields = rootFields();
  expect(fields.length).toBeGreaterThan(30);
  expect(fields.filter(([kind, field]) => casesFor(kind, field).length === 0).map(([, f]) => f.name)).toEqual([]);
});

test('hostile arguments to every operation: no 5xx, no internal error, control characters and lone surrogates refused by name', async () => {
  const problems: string[] = [];
  let sent = 0;
  for (const [kind, field] of rootFields()) {
    // Signing out would end the session the sweep runs with.
    if (field.name === 'logout') continue;
    for (const c of casesFor(kind, field)) {
      const { status, body } = await gateway.graphql(c.operation, c.variables, token);
      sent += 1;
      const where = `${field.name} ${c.path.join('.')} = ${c.label}`;
      if (status >= 500) problems.push(`${where}: HTTP ${status}`);
      for (const error of body.errors ?? []) {
        if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`${where}: ${error.message}`);
        if (/Did you mean/.test(error.message)) problems.push(`${where}: a suggestion in "${error.message}"`);
      }
      const rule = REFUSED_TEXT.get(c.label);
      if (rule && typeof c.value === 'string') {
        const refused = (body.errors ?? []).find((e) => e.message.includes(rule));
        const named = refused?.message.includes(`$${c.path.join('.')}`);
        // A value of another type (an enum, a number) is refused by its type first.
        const typeRefusal = (body.errors ?? []).some((e) => e.extensions?.code === 'BAD_USER_INPUT' && !refused);
        if (!named && !typeRefusal) problems.push(`${where}: not refused naming $${c.path.join('.')}`);
      }
    }
  }
  expect(sent).toBeGreaterThan(500);
  expect(problems).toEqual([]);
}, 240_000);
