import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ZodType, type z } from 'zod';
import { toJsonSchema, type JsonSchema } from './json-schema';
import { refuseControlCharacters } from './text-rules';
import { parseInput } from './validate';

// Fastify validates and serializes through these, so every route declares its body,
// query, params and answers once, as zod schemas (the same ones the OpenAPI document
// is made from).

/**
 * Request parts are first checked for control characters in any text, at any depth
 * (lib/text-rules.ts), then parsed by `parseInput`: the first problem becomes a 400
 * whose message names the field. A missing body reads as `{}`, so a client that sends
 * nothing is told which field is required rather than that the body is missing.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      // Headers carry their own rules (e.g. Idempotency-Key's); text elsewhere is checked whole.
      if (httpPart !== 'headers') refuseControlCharacters(data);
      return { value: parseInput(schema, data ?? {}) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Answers are written by fast-json-stringify from the schema's JSON Schema: only the
 * declared fields ever leave (a stray column on a row is never sent), and it is faster
 * than JSON.stringify on the listing.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType | JsonSchema> = ({ schema }) =>
  fastJson(
    (schema instanceof ZodType ? toJsonSchema(schema, 'draft-7') : schema) as unknown as Parameters<typeof fastJson>[0],
  );
