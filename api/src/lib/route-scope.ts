import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * What route files register on: Fastify typed by the zod type provider, so a handler's
 * `request.body`, `query` and `params` have the types of the route's declared schemas
 * (already validated by lib/zod-compilers.ts; handlers never parse).
 */
export type RouteScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const typedScope = (app: FastifyInstance): RouteScope => app.withTypeProvider<ZodTypeProvider>();
