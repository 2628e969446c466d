import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ZodType, type z } from 'zod';
import { toJsonSchema, type JsonSchema } from './json-schema';
import { refuseUnsafeText } from './text-rules';
import { refuseUnknownFields } from './unknown-fields';
import { parseInput } from './validate';

// Fastify validates and serializes through these, so every route declares its body,
// query, params and answers once, as zod schemas (the same ones the OpenAPI document
// is made from).

/**
 * Request parts are first checked for control characters and lone surrogates in any
 * text, at any depth (lib/text-rules.ts), a body for fields its route does not declare
 * (lib/unknown-fields.ts), then parsed by `parseInput`: the first problem becomes a 400
 * whose message names the field. A missing body reads as `{}`, so a client that sends
 * nothing is told which field is required rather than that the body is missing.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  // A body holds only the fields its route declares (lib/unknown-fields.ts), read from
  // the JSON Schema the OpenAPI document publishes, converted once per route.
  const bodySchema = httpPart === 'body' ? toJsonSchema(schema) : undefined;
  return (data) => {
    try {
      // Headers carry their own rules (e.g. Idempotency-Key's); text elsewhere is checked whole.
      if (httpPart !== 'headers') refuseUnsafeText(data);
      if (bodySchema) refuseUnknownFields(bodySchema, data);
      return { value: parseInput(schema, data ?? {}) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Answers are written by fast-json-stringify from the schema's JSON Schema: only the
 * declared fields ever leave (a stray column on a row is never sent), and it is faster
 * than JSON.stringify on the listing.
 */
export function answerSerializer(schema: z.ZodType | JsonSchema): (data: unknown) => string {
  return fastJson(
    (schema instanceof ZodType ? toJsonSchema(schema, 'draft-7') : schema) as unknown as Parameters<typeof fastJson>[0],
  );
}

/**
 * Each answer's serializer is built on its route's first answer with that status, not at
 * start-up: Fastify asks for one per route and status when the server starts, and building
 * them all was about a third of an API's start, paid by every test file and every API
 * process the tests start (docs/decisions.md "Test suite time"). That each one builds is
 * checked for every route by lib/answer-serializers.test.ts.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType | JsonSchema> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= answerSerializer(schema);
    return serialize(data);
  };
};
