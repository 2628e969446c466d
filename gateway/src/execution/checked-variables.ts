import {
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  typeFromAST,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { withInputDefaults } from './input-defaults';

/** The variables an operation runs with, or graphql-js's refusal of them. */
export type CheckedVariables = { variables: Record<string, unknown> } | { errors: readonly GraphQLError[] };

/** Variable texts remembered per operation; past it the memory starts again. */
const REMEMBERED_PER_OPERATION = 256;
/** Longer texts (a sign-up's whole form) are checked every time: they rarely come twice. */
const LONGEST_REMEMBERED = 512;

/** Whether an input type holds, anywhere inside, a field with a default (which jit would miss). */
function holdsDefaults(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const inner = getNullableType(type);
  if (isListType(inner)) return holdsDefaults(inner.ofType, seen);
  if (!isInputObjectType(inner) || seen.has(inner.name)) return false;
  seen.add(inner.name);
  return Object.values(inner.getFields()).some(
    (field) => field.defaultValue !== undefined || holdsDefaults(field.type, seen),
  );
}

/**
 * One operation's check of its variables, made once per operation (jit-gateway.ts keeps it
 * with the compiled query). graphql-js checks the variables first, because its messages
 * name the variable and the path ('Variable "$input" got invalid value ... at
 * "input.kind"') and graphql-jit's do not; then input-field defaults are filled in
 * (input-defaults.ts), only for operations whose variables' types have any.
 *
 * The verdict depends on nothing but the variables, so it is remembered by their JSON text:
 * the shop asks the same listing pages, groups and carts again and again, and a text seen
 * before skips both steps (graphql-jit still coerces every request's values itself). A text
 * holding `null` is checked every time, because JSON writes Infinity and NaN as null too,
 * so such a text does not name one value.
 */
export function checkedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): (raw: Record<string, unknown>) => CheckedVariables {
  const definitions = operation.variableDefinitions ?? [];
  // No variables declared: nothing to check (graphql-js ignores any sent).
  if (definitions.length === 0) return (raw) => ({ variables: raw });
  const needsDefaults = definitions.some((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && holdsDefaults(type as GraphQLInputType);
  });
  const remembered = new Map<string, Record<string, unknown>>();

  return (raw) => {
    const text = JSON.stringify(raw);
    const rememberable = text.length <= LONGEST_REMEMBERED && !text.includes('null');
    const known = rememberable ? remembered.get(text) : undefined;
    if (known) return { variables: known };
    const checked = getVariableValues(schema, definitions, raw, { maxErrors: 10 });
    if (checked.errors) return { errors: checked.errors };
    const variables = needsDefaults ? withInputDefaults(schema, operation, raw) : raw;
    if (rememberable) {
      if (remembered.size >= REMEMBERED_PER_OPERATION) remembered.clear();
      remembered.set(text, variables);
    }
    return { variables };
  };
}
