import { badRequest } from './http-error';
import type { JsonSchema } from './json-schema';

// A request body may hold only the fields its route declares (docs/decisions.md "Unknown
// fields"). The check reads the body's JSON Schema, the one the OpenAPI document
// publishes (lib/json-schema.ts), so what is refused is exactly what the document calls
// `additionalProperties: false`, and a route added tomorrow is covered without a line.

const MAX_DEPTH = 20;

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Whether `schema` may describe `value`, judged by its declared type alone (none: it may). */
function mayDescribe(schema: JsonSchema, value: unknown): boolean {
  const declared = schema.type;
  const types = Array.isArray(declared) ? declared : declared === undefined ? [] : [declared];
  if (types.length === 0) return schema.properties === undefined || jsonTypeOf(value) === 'object';
  const type = jsonTypeOf(value);
  return types.some((t) => t === type || (t === 'integer' && type === 'number'));
}

const asSchema = (value: unknown): JsonSchema | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

/** A `$ref` into the schema's own `$defs` (recursive zod schemas), resolved. */
function resolved(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return schema;
  return asSchema((root.$defs as Record<string, unknown> | undefined)?.[ref.slice('#/$defs/'.length)]) ?? schema;
}

/**
 * The first field of `value`, at any depth (nested objects, list items), that `schema`
 * does not allow, named as the text rules name fields (`levels[0].price`); undefined when
 * every field is known. Of several alternatives (`anyOf`, `oneOf`: a nullable object, a
 * token given as text or as an object) the value passes if one of those its type fits
 * knows all its fields.
 */
export function unknownField(
  schemaIn: JsonSchema,
  value: unknown,
  path = '',
  root: JsonSchema = schemaIn,
  depth = 0,
): string | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  const schema = resolved(schemaIn, root);
  const alternatives = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.filter((option) =>
    mayDescribe(resolved(option, root), value),
  );
  if (alternatives && alternatives.length > 0) {
    const found = alternatives.map((option) => unknownField(option, value, path, root, depth + 1));
    return found.includes(undefined) ? undefined : found[0];
  }
  if (Array.isArray(value)) {
    const items = asSchema(schema.items);
    if (!items) return undefined;
    for (const [i, item] of value.entries()) {
      const found = unknownField(items, item, `${path}[${i}]`, root, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const properties = (asSchema(schema.properties) ?? {}) as Record<string, unknown>;
  const additional = schema.additionalProperties;
  for (const [key, item] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    const known = Object.hasOwn(properties, key);
    if (!known && additional === false) return name;
    const fieldSchema = asSchema(known ? properties[key] : additional);
    const found = fieldSchema ? unknownField(fieldSchema, item, name, root, depth + 1) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A 400 naming the first field of the body its route does not know: `Unknown field: colour`. */
export function refuseUnknownFields(schema: JsonSchema, body: unknown): void {
  const field = unknownField(schema, body);
  if (field !== undefined) throw badRequest(`Unknown field: ${field}`);
}
