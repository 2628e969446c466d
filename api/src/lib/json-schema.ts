import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Target = 'draft-7' | 'draft-2020-12';

type AnyDef = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;

/**
 * True when the field may be left out: optional or defaulted at either end of a pipe.
 * Our field helpers read blank values as missing through a preprocess (a pipe whose
 * input side is a transform), which zod alone would report as required.
 */
function acceptsMissing(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe' && def.in && def.out) return acceptsMissing(def.in) || acceptsMissing(def.out);
  return false;
}

const isEmpty = (json: JsonSchema) => Object.keys(json).every((key) => key === 'description' || key === 'examples');

/**
 * A zod schema as JSON Schema describing what a client sends or receives: the validated
 * (output) shape, where a transform that JSON Schema cannot express (a preprocess that
 * accepts numeric text, a lower-casing e-mail) is described by the other side of its
 * pipe, and a field that may be left out is never listed as required. One converter
 * serves the OpenAPI document and the response serializer, so they cannot disagree.
 */
export function toJsonSchema(schema: z.ZodType, target: Target = 'draft-2020-12'): JsonSchema {
  const options = {
    target,
    io: 'output' as const,
    unrepresentable: 'any' as const,
    override: (ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
      const zodSchema = ctx.zodSchema as z.ZodType;
      const def = defOf(zodSchema);
      if (def.type === 'pipe' && def.in && def.out && isEmpty(ctx.jsonSchema)) {
        Object.assign(ctx.jsonSchema, toJsonSchema(def.out, target), { ...ctx.jsonSchema });
        if (isEmpty(ctx.jsonSchema)) Object.assign(ctx.jsonSchema, toJsonSchema(def.in, target));
      }
      // A named shape used again (a `$ref`, with a description of its own) keeps its fields
      // in its definition: listing them again beside the reference would say it twice.
      const isReference = ctx.jsonSchema.$ref !== undefined || ctx.jsonSchema.allOf !== undefined;
      if (def.type === 'object' && def.shape && !isReference) {
        const required = Object.entries(def.shape)
          .filter(([, field]) => !acceptsMissing(field))
          .map(([key]) => key);
        if (required.length > 0) ctx.jsonSchema.required = required;
        else delete ctx.jsonSchema.required;
      }
    },
  };
  const json = z.toJSONSchema(schema, options) as JsonSchema;
  delete json.$schema;
  return json;
}
