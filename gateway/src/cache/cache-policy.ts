import {
  getNamedType,
  isCompositeType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

interface Hint {
  maxAge?: number;
  inheritMaxAge?: boolean;
}

/** The `@cacheControl` arguments written on a field or type in schema.graphql. */
function hintOn(node: { astNode?: { directives?: readonly ASTNode[] } | null }): Hint | undefined {
  for (const directive of node.astNode?.directives ?? []) {
    if (directive.kind !== 'Directive' || directive.name.value !== 'cacheControl') continue;
    const hint: Hint = {};
    for (const argument of directive.arguments ?? []) {
      if (argument.name.value === 'maxAge' && argument.value.kind === 'IntValue')
        hint.maxAge = Number(argument.value.value);
      if (argument.name.value === 'inheritMaxAge' && argument.value.kind === 'BooleanValue')
        hint.inheritMaxAge = argument.value.value;
    }
    return hint;
  }
  return undefined;
}

/**
 * How long the answer to a query may be reused by anyone, in seconds (0: not at all), from
 * the `@cacheControl` hints of schema.graphql, as Apollo's cache-control plugin computes it:
 * every root field, and every field answering an object, counts as 0 unless it, its type
 * or (with `inheritMaxAge`) its parent says more; the operation gets the smallest. Worked
 * out once per parsed document (Apollo hands the same DocumentNode back for the same text),
 * not per item of every answer as the plugin's resolver hook does.
 */
export function createCachePolicy(schema: GraphQLSchema) {
  const known = new WeakMap<OperationDefinitionNode, number>();

  const compute = (document: DocumentNode, operation: OperationDefinitionNode): number => {
    if (operation.operation !== 'query') return 0;
    const typeInfo = new TypeInfo(schema);
    let maxAge = Infinity;
    // Fragments of the document are walked too: a hint can only lower the figure, so
    // counting one the operation does not use errs on the side of caching less.
    const walked: DocumentNode = {
      ...document,
      definitions: document.definitions.filter((d) => d.kind !== 'OperationDefinition' || d === operation),
    };
    visit(
      walked,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (!field || !parent) return;
          const isRoot = parent === schema.getQueryType();
          const returned = getNamedType(field.type);
          if (!isRoot && !isCompositeType(returned)) return; // a scalar takes its parent's figure
          const hint = hintOn(field) ?? (isCompositeType(returned) ? hintOn(returned) : undefined);
          if (hint?.maxAge !== undefined) maxAge = Math.min(maxAge, hint.maxAge);
          else if (!(hint?.inheritMaxAge && !isRoot)) maxAge = 0;
        },
      }),
    );
    return maxAge === Infinity ? 0 : maxAge;
  };

  return {
    /** Seconds the answer to `operation` of `document` may be reused by anyone; 0 for never. */
    maxAge(document: DocumentNode, operation: OperationDefinitionNode): number {
      let seconds = known.get(operation);
      if (seconds === undefined) {
        seconds = compute(document, operation);
        known.set(operation, seconds);
      }
      return seconds;
    },
  };
}

export type CachePolicy = ReturnType<typeof createCachePolicy>;
