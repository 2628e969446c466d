import type { FastifyContextConfig, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export type InventoryRoute = {
  method: string;
  url: string;
  readonly schema: FastifySchema | undefined;
  /** The route's `config` as declared (e.g. an admin route's staff permission). */
  readonly config: FastifyContextConfig | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered (for the contract and sweep tests). */
    routeInventory: InventoryRoute[];
  }
}

/**
 * Records every route as it is added, in every plugin scope. Registered first, so no
 * route escapes; tests walk it to check that the OpenAPI document and the bad-input
 * sweep cover every route by construction. The schema is read from the route's options
 * when asked, so what scopes add after this hook (the `security` of signed-in routes)
 * is there too.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: InventoryRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
        get config() {
          return route.config;
        },
      });
    }
  });
}
