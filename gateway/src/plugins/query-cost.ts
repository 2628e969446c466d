import type { ApolloServerPlugin } from '@apollo/server';
import { getNullableType, GraphQLError, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

/** How many items a list field is assumed to hold when nothing in the query says. */
const ASSUMED_LIST_SIZE = 10;

/**
 * A field costs 1 plus its selections; a list multiplies its selections by
 * ASSUMED_LIST_SIZE. A field with a `pageSize` argument (the group listing) scales its
 * page by pageSize / ASSUMED_LIST_SIZE, because the page's `items` list has already been
 * counted at ASSUMED_LIST_SIZE: 12 groups cost 12 item selections, 100 cost 100.
 */
const pagedListEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (typeof args.pageSize === 'number') return 1 + Math.ceil((childComplexity * args.pageSize) / ASSUMED_LIST_SIZE);
  if (isListType(getNullableType(field.type))) return 1 + childComplexity * ASSUMED_LIST_SIZE;
  return undefined;
};

/**
 * What introspection costs (docs/decisions.md "Introspection"): its answer comes from
 * memory and is bounded by the schema, not by what the query nests (graphql-js's
 * MaxIntrospectionDepthRule refuses deep nesting), so a `__schema` or `__type` costs a
 * fixed price for its whole selection, in proportion to the largest answer it can give:
 * the whole schema about 220 KB, the largest type about 27 KB. One `__schema` (the
 * standard introspection query of Sandbox, GraphiQL and codegen) fits the default limit
 * with room beside it; many of them in one operation do not.
 */
export const INTROSPECTION_COST = { __schema: 500, __type: 100 } as const;

const introspectionEstimator: ComplexityEstimator = ({ field }) =>
  field.name === '__schema' || field.name === '__type' ? INTROSPECTION_COST[field.name] : undefined;

/** The estimated cost of one operation of `document` with these variables. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [introspectionEstimator, pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * What an operation's cost can depend on: its name and its number and boolean variables
 * (pageSize, and the flags of @skip/@include). Strings and input objects never change it.
 */
function costKey(operationName: string | undefined, variables: Record<string, unknown>): string {
  const relevant = Object.entries(variables).filter(
    ([, value]) => typeof value === 'number' || typeof value === 'boolean',
  );
  return `${operationName ?? ''}|${JSON.stringify(relevant)}`;
}

// Costs remembered per parsed document (Apollo hands back the same DocumentNode for the
// same query text), at most this many variable combinations each.
const COSTS_PER_DOCUMENT = 64;

/**
 * Refuses an operation whose estimated cost exceeds `maxCost` before any resolver runs.
 * It is a plugin (not a validation rule) because the cost depends on variables such as
 * pageSize, which validation rules never see. Depth and aliases are limited separately
 * (query-limits.ts). Estimating walks the whole document (about as long as executing the
 * listing), so the answer is remembered per document and cost-relevant variables.
 */
export function queryCostPlugin(maxCost: number): ApolloServerPlugin {
  const remembered = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
  ) => {
    let costs = remembered.get(document);
    if (!costs) {
      costs = new Map();
      remembered.set(document, costs);
    }
    const key = costKey(operationName, variables);
    let cost = costs.get(key);
    if (cost === undefined) {
      cost = queryCost(schema, document, operationName, variables);
      if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
      costs.set(key, cost);
    }
    return cost;
  };

  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, request, document, operationName }) {
          let cost: number;
          try {
            cost = costOf(schema, document, operationName ?? undefined, request.variables ?? {});
          } catch {
            // Missing or invalid variables: execution answers them with graphql's own message.
            return;
          }
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too expensive (estimated cost ${cost}; at most ${maxCost}).`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
