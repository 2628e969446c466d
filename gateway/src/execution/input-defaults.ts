import {
  astFromValue,
  getNullableType,
  isInputObjectType,
  isListType,
  typeFromAST,
  valueFromASTUntyped,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * graphql-jit (0.8) reports a missing non-null input field as an error even when the
 * schema gives it a default (`customerType: CustomerType! = INDIVIDUAL`), where graphql-js
 * uses the default. This fills those defaults into the raw variables first, in their
 * external (JSON) form, so both executors see the same input.
 */
export function withInputDefaults(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (type && filled[name] !== undefined) filled[name] = fill(filled[name], type as GraphQLInputType);
  }
  return filled;
}

function fill(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return Array.isArray(value) ? value.map((item) => fill(item, nullable.ofType)) : fill(value, nullable.ofType);
  }
  if (!isInputObjectType(nullable) || typeof value !== 'object') return value;
  const input = value as Record<string, unknown>;
  const result: Record<string, unknown> = { ...input };
  for (const field of Object.values(nullable.getFields())) {
    if (input[field.name] === undefined && field.defaultValue !== undefined) {
      const literal = astFromValue(field.defaultValue, field.type);
      if (literal) result[field.name] = valueFromASTUntyped(literal);
    } else if (input[field.name] !== undefined) {
      result[field.name] = fill(input[field.name], field.type);
    }
  }
  return result;
}
