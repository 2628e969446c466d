import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { toJsonSchema, type JsonSchema } from '../lib/json-schema';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Shared definitions (a recursive schema such as the category tree) come out of zod
 * as the schema's own `$defs`; the document keeps them once under
 * `components.schemas`, and the references are rewritten to point there.
 */
function createComponentCollector() {
  const components: Record<string, JsonSchema> = {};
  const hoist = (json: JsonSchema): JsonSchema => {
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
    for (const [name, def] of Object.entries(defs)) components[name] = hoist(def);
    return JSON.parse(text) as JsonSchema;
  };
  const convert = (schema: z.ZodType) => hoist(toJsonSchema(schema));
  return { components, convert };
}

/** A route's zod schemas as the JSON Schema the OpenAPI document holds. */
function routeSchemaToJson(schema: FastifySchema, convert: (schema: z.ZodType) => JsonSchema): FastifySchema {
  const json: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const value = schema[part];
    if (isZod(value)) json[part] = convert(value);
  }
  if (schema.response && typeof schema.response === 'object') {
    json.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([status, value]) => [
        status,
        isZod(value) ? { description: value.description ?? 'OK', ...convert(value) } : value,
      ]),
    );
  }
  return json as FastifySchema;
}

/**
 * The REST contract, published from the routes themselves: every route declares its
 * body, query, params and answers as zod schemas once, and @fastify/swagger turns them
 * into OpenAPI 3.1 at `GET /api/openapi.json`, with the Swagger UI reference at
 * `/api/docs` (its assets come from the swagger-ui-dist package: no CDN, works offline).
 * Registered before the routes, so its onRoute hook sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const { components, convert } = createComponentCollector();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Group-buying shop REST API',
        version: '1.0.0',
        description:
          'The commerce API behind the shop: catalogue, cart, cards, orders, returns, invoices, profile, admin and ' +
          'settlement. Money is in dollars with two decimals; every answer is `{ status, message, data }` with the ' +
          'HTTP status equal to `status`. See docs/rest-api.md for auth, errors, paging, idempotency and uploads.',
      },
      servers: [{ url: new URL(publicUrl).origin, description: 'This shop' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The token from `POST /api/user/login`, sent as `Authorization: <token>` or `Bearer <token>`.',
          },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: schema ? routeSchemaToJson(schema, convert) : schema, url }),
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const schemas = { ...openapiObject.components?.schemas, ...components };
      return {
        ...openapiObject,
        components: { ...openapiObject.components, schemas },
      } as ReturnType<SwaggerTransformObject>;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
