// @database-agnostic: the gateway's executor (runs once, on SQLite; docs/decisions.md "Test suite
// time").
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { jitGateway } from './jit-gateway';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Kind {
      INDIVIDUAL
      BUSINESS
    }
    input Inner {
      country: String! = "United States"
    }
    input Outer {
      kind: Kind! = INDIVIDUAL
      name: String!
      inner: Inner
      many: [Inner!]
    }
    type Query {
      echo(input: Outer!): String!
      fails: String
    }
  `,
  resolvers: {
    Query: {
      echo: (_root: unknown, { input }: { input: unknown }) => JSON.stringify(input),
      fails: () => {
        throw Object.assign(new Error('API said no'), { extensions: { code: 'BAD_USER_INPUT' } });
      },
    },
  },
});

async function run(query: string, variables: Record<string, unknown> = {}) {
  const gateway = jitGateway(schema);
  const { executor } = await gateway.load({ apollo: {} });
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return executor!({
    document,
    operation,
    operationName: null,
    context: {},
    request: { query, variables },
  } as unknown as GatewayGraphQLRequestContext);
}

test('input defaults apply to variables as graphql-js applies them, nested and in lists', async () => {
  const result = await run('query ($input: Outer!) { echo(input: $input) }', {
    input: { name: 'Ann', inner: {}, many: [{}, { country: 'Canada' }] },
  });
  expect(result.errors).toBeUndefined();
  expect(JSON.parse(result.data!.echo as string)).toEqual({
    kind: 'INDIVIDUAL',
    name: 'Ann',
    inner: { country: 'United States' },
    many: [{ country: 'United States' }, { country: 'Canada' }],
  });
});

test('input defaults apply to literals in the query too', async () => {
  const result = await run('{ echo(input: { name: "Bo", inner: {} }) }');
  expect(JSON.parse(result.data!.echo as string)).toEqual({
    kind: 'INDIVIDUAL',
    name: 'Bo',
    inner: { country: 'United States' },
  });
});

test("a resolver's error reaches Apollo as a real GraphQLError with its path, location and extensions", async () => {
  const result = await run('{ fails }');
  const error = result.errors?.[0];
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error?.message).toBe('API said no');
  expect(error?.path).toEqual(['fails']);
  expect(error?.locations).toEqual([{ line: 1, column: 3 }]);
  expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  expect(error?.originalError?.message).toBe('API said no');
});

test('a bad variable is a GraphQLError naming the variable', async () => {
  const result = await run('query ($input: Outer!) { echo(input: $input) }', { input: { kind: 'NOBODY', name: 'x' } });
  expect(result.errors?.[0]).toBeInstanceOf(GraphQLError);
  expect(result.errors?.[0]?.message).toMatch(/\$input/);
});
