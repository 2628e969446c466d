import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
}

/**
 * Rejects operations nested deeper than `maxDepth` or using more than `maxAliases` aliases:
 * Apollo Server has no such limit built in, and both multiply the upstream work one
 * request can ask for. Fragments are followed, so they cannot hide depth. Introspection
 * (`__schema`, `__type`) is not counted: it is answered from memory, and the standard
 * introspection query of Sandbox, GraphiQL and codegen nests 14 levels of type references.
 */
export function queryLimitsRule({ maxDepth, maxAliases }: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!selectionSet) return 0;
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 0);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (fragment && !seen.has(name)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set(seen).add(name)));
          }
        }
      }
      return deepest;
    };

    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      OperationDefinition: {
        leave(operation) {
          const depth = depthOf(operation.selectionSet, new Set());
          if (depth > maxDepth) {
            context.reportError(new GraphQLError(`Query is nested too deeply (${depth} levels; at most ${maxDepth}).`));
          }
          if (aliases > maxAliases) {
            context.reportError(new GraphQLError(`Query uses too many aliases (${aliases}; at most ${maxAliases}).`));
          }
        },
      },
    };
  };
}
