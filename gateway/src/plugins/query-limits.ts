import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
}

/**
 * Rejects operations nested deeper than `maxDepth`, using more than `maxAliases` aliases,
 * or selecting `__schema` more than once: Apollo Server has no such limit built in, and
 * each multiplies the work one request can ask for. Fragments are followed, so they cannot
 * hide depth. Aliases of introspection fields count like any other. Introspection does not
 * count toward depth: it is answered from memory, the standard introspection query of
 * Sandbox, GraphiQL and codegen nests 14 levels of type references, and graphql-js's
 * MaxIntrospectionDepthRule bounds its nesting; one `__schema` is the whole schema, all
 * any tool asks for (docs/decisions.md "Introspection").
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

    /** The distinct response keys of `__schema` in a root selection (equal keys are answered once). */
    const schemaKeys = (selectionSet: SelectionSetNode, keys: Set<string>, seen: Set<string>): Set<string> => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__schema') keys.add(selection.alias?.value ?? '__schema');
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          schemaKeys(selection.selectionSet, keys, seen);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (fragment && !seen.has(selection.name.value)) {
            seen.add(selection.name.value);
            schemaKeys(fragment.selectionSet, keys, seen);
          }
        }
      }
      return keys;
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
          const schemas = schemaKeys(operation.selectionSet, new Set(), new Set()).size;
          if (schemas > 1) {
            context.reportError(
              new GraphQLError(`Query selects __schema ${schemas} times (at most once per operation).`),
            );
          }
        },
      },
    };
  };
}
