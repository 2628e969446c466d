import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_ROWS, requestedConnectionSize } from '../schema/connection-sizes';
import type { OperationCheck } from './request-steps';

/** How many items a list field is assumed to hold when nothing in the query says. */
const ASSUMED_LIST_SIZE = 10;

/**
 * A field costs 1 plus its selections; a list multiplies its selections by
 * ASSUMED_LIST_SIZE. A page of a list is priced by the rows it asks for, because its row
 * lists (`edges`, `nodes`, `items`) have already been counted at ASSUMED_LIST_SIZE: it
 * scales its selections by size / ASSUMED_LIST_SIZE, so 12 groups cost 12 row selections
 * and 100 cost 100. A cursor connection (any field answering a `…Connection` type) asks
 * `first` or `last` rows, else its default (schema/connection-sizes.ts); a list paged by
 * `pageSize` asks that many.
 */
const pagedListEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const scaled = (rows: number) => 1 + Math.ceil((childComplexity * rows) / ASSUMED_LIST_SIZE);
  if (getNamedType(field.type).name.endsWith('Connection')) {
    // A size out of 1..MAX_PAGE_ROWS is refused before anything is read; priced within
    // those bounds, a negative `first` cannot offset the cost of the rest of the operation.
    const rows = requestedConnectionSize(`${type.name}.${field.name}`, args);
    return scaled(Math.min(Math.max(rows, 1), MAX_PAGE_ROWS));
  }
  if (typeof args.pageSize === 'number') return scaled(args.pageSize);
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

/**
 * `Money` is a value, not a thing to fetch: its parent's resolver builds it from a number
 * it already holds, so a money field costs 1 whole, as the Float it replaced did
 * (docs/decisions.md "Money in the GraphQL contract").
 */
const moneyEstimator: ComplexityEstimator = ({ field }) => (getNamedType(field.type).name === 'Money' ? 1 : undefined);

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
    estimators: [introspectionEstimator, moneyEstimator, pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * What an operation's cost can depend on: its name and its number and boolean variables
 * (a page's `first`, `last` or pageSize, and the flags of @skip/@include). Strings and input objects never change it.
 */
function costKey(operationName: string | undefined, variables: Record<string, unknown>): string {
  // Written by hand rather than filtered and stringified: it is worked out on every request.
  let key = operationName ?? '';
  for (const name in variables) {
    const value = variables[name];
    if (typeof value === 'number' || typeof value === 'boolean') key += `|${name}:${value}`;
  }
  return key;
}

// Costs remembered per parsed document (Apollo hands back the same DocumentNode for the
// same query text), at most this many variable combinations each.
const COSTS_PER_DOCUMENT = 64;

/**
 * Refuses an operation whose estimated cost exceeds `maxCost` before any resolver runs.
 * It is a check once the operation is resolved (plugins/request-steps.ts), not a validation
 * rule, because the cost depends on variables such as a page's size, which validation rules
 * never see. Depth and aliases are limited separately
 * (query-limits.ts). Estimating walks the whole document (about as long as executing the
 * listing), so the answer is remembered per document and cost-relevant variables.
 */
export function queryCostLimit(maxCost: number): OperationCheck {
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

  return ({ schema, request, document, operationName }) => {
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
  };
}
