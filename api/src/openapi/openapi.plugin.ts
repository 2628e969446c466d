import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { toJsonSchema, type JsonSchema } from '../lib/json-schema';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Named shapes (a zod schema given `.meta({ id })`, such as `GroupDetail` or `ErrorAnswer`,
 * and the recursive category tree) come out of zod as the schema's own `$defs`; the
 * document keeps each once under `components.schemas`, and the references are rewritten
 * to point there. Two different shapes under one name would make one of them wrong in
 * every SDK: that fails here, when the document is made.
 */
function createComponentCollector() {
  const components: Record<string, JsonSchema> = {};
  const texts = new Map<string, string>();
  const hoist = (json: JsonSchema): JsonSchema => {
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
    for (const [name, def] of Object.entries(defs)) {
      const component = hoist(def);
      const componentText = JSON.stringify(component);
      if (texts.has(name) && texts.get(name) !== componentText) {
        throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
      }
      texts.set(name, componentText);
      components[name] = component;
    }
    return JSON.parse(text) as JsonSchema;
  };
  const convert = (schema: z.ZodType) => hoist(toJsonSchema(schema));
  return { components, convert, hoist };
}

type Converters = ReturnType<typeof createComponentCollector>;

/**
 * One documented answer; a zod schema's description is the answer's (@fastify/swagger
 * keeps a `$ref` alone in the content, so `ErrorAnswer` stays one type in an SDK).
 */
function answerToJson(value: unknown, { convert, hoist }: Converters): unknown {
  if (isZod(value)) return { description: value.description ?? 'OK', ...convert(value) };
  // An answer given as OpenAPI content (an event stream, a file): its schemas' `$defs` too.
  const content = (value as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
  if (!content) return value;
  const hoisted = Object.entries(content).map(([type, media]) => [
    type,
    media.schema ? { ...media, schema: hoist(structuredClone(media.schema)) } : media,
  ]);
  return { ...(value as object), content: Object.fromEntries(hoisted) };
}

/** A route's zod schemas as the JSON Schema the OpenAPI document holds. */
function routeSchemaToJson(schema: FastifySchema, converters: Converters): FastifySchema {
  const json: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const value = schema[part];
    if (isZod(value)) json[part] = converters.convert(value);
  }
  if (schema.response && typeof schema.response === 'object') {
    json.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([status, value]) => [
        status,
        answerToJson(value, converters),
      ]),
    );
  }
  return json as FastifySchema;
}

/**
 * What SDK generators need of every documented route, checked as the document is made:
 * an `operationId` (declared in the route's schema, beside its summary), and a security
 * requirement. Routes outside a signed-in scope need no session: `security: []` says so
 * (a signed-in scope marks its routes itself, modules/auth/sign-in-scope.ts).
 */
function operationOf(schema: FastifySchema, method: string, url: string): FastifySchema {
  if (schema.hide) return schema;
  if (!schema.operationId) throw new Error(`${method} ${url} declares no operationId in its schema`);
  return { ...schema, security: schema.security ?? [] };
}

/**
 * The REST contract, published from the routes themselves: every route declares its
 * body, query, params and answers as zod schemas once, and @fastify/swagger turns them
 * into OpenAPI 3.1 at `GET /api/openapi.json`, with the Swagger UI reference at
 * `/api/docs` (its assets come from the swagger-ui-dist package: no CDN, works offline).
 * Registered before the routes, so its onRoute hook sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const converters = createComponentCollector();
  const { components } = converters;
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
    transform: ({ schema, url, route }) => ({
      schema: routeSchemaToJson(operationOf(schema ?? {}, String(route.method), url), converters),
      url,
    }),
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      // By name, so the document (and its committed copy) reads in a stable order.
      const all: Record<string, unknown> = { ...openapiObject.components?.schemas, ...components };
      const schemas = Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
      return {
        ...openapiObject,
        components: { ...openapiObject.components, schemas },
      } as ReturnType<SwaggerTransformObject>;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
