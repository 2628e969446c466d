// @database-agnostic: answered from the schema in the gateway (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { freePort } from '../../scripts/lib/services';
import { loadConfig } from './config/config';
import { INTROSPECTION_COST } from './plugins/query-cost';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Introspection is counted like any other work (docs/decisions.md "Introspection"): one
// `__schema` per operation, a price for each `__schema` and `__type` in the cost limit,
// aliases counted; and GRAPHQL_INTROSPECTION=off refuses it. None of it needs the API.

const STANDARD = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true });
let gateway: TestGateway;
let closed: TestGateway;

beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  gateway = await startTestGateway({ API_URL: nowhere });
  closed = await startTestGateway({ API_URL: nowhere, GRAPHQL_INTROSPECTION: 'off' });
});
afterAll(async () => {
  await gateway?.app.close();
  await closed?.app.close();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

test("the standard introspection query (Sandbox's, GraphiQL's, codegen's) is answered in full", async () => {
  const { status, body } = await gateway.graphql(STANDARD);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(buildClientSchema(body.data as unknown as IntrospectionQuery).getQueryType()?.name).toBe('Query');
});

test('30 aliased __schema selections are refused before anything runs, naming the limit', async () => {
  const selection = 'types { name kind fields { name args { name } type { name ofType { name } } } }';
  const query = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: __schema { ${selection} }`).join(' ')} }`;
  const { status, body } = await gateway.graphql(query);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'Query selects __schema 30 times (at most once per operation).',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    }),
  ]);
});

test('each __type counts toward the cost limit: 21 of them are over 2000', async () => {
  const count = Math.floor(loadConfig({}).MAX_QUERY_COST / INTROSPECTION_COST.__type) + 1;
  const query = `{ ${Array.from({ length: count }, (_, i) => `t${i}: __type(name: "Query") { fields { name type { name fields { name } } } }`).join(' ')} }`;
  const { status, body } = await gateway.graphql(query);
  expect(status).toBe(400);
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: `Query is too expensive (estimated cost ${count * INTROSPECTION_COST.__type}; at most 2000).`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    }),
  ]);
  // Below the limit the same selection is answered.
  const few = await gateway.graphql(`{ t0: __type(name: "Query") { name } t1: __type(name: "Group") { name } }`);
  expect(few.body).toEqual({ data: { t0: { name: 'Query' }, t1: { name: 'Group' } } });
});

test('aliased introspection counts toward the alias limit', async () => {
  const query = `{ ${Array.from({ length: 31 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
  const { body } = await gateway.graphql(query);
  expect(body.errors?.[0]?.message).toBe('Query uses too many aliases (31; at most 30).');
});

test('GRAPHQL_INTROSPECTION=off refuses __schema and __type, naming the field; everything else is served', async () => {
  for (const [query, field] of [
    [STANDARD, '__schema'],
    ['{ __type(name: "Query") { name } }', '__type'],
  ] as const) {
    const { status, body } = await closed.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: `GraphQL introspection has been disabled, but the requested query contained the field "${field}".`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  }
  expect((await closed.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
});

test('GRAPHQL_INTROSPECTION takes on or off; anything else stops the start naming the setting', () => {
  expect(loadConfig({}).GRAPHQL_INTROSPECTION).toBe('on');
  expect(loadConfig({ NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe('on');
  expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'false' })).toThrow(/GRAPHQL_INTROSPECTION/);
});
