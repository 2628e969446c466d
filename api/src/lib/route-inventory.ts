import type { FastifyInstance, FastifySchema } from 'fastify';

export type InventoryRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered (for the contract and sweep tests). */
    routeInventory: InventoryRoute[];
  }
}

/**
 * Records every route as it is added, in every plugin scope. Registered first, so no
 * route escapes; tests walk it to check that the OpenAPI document and the bad-input
 * sweep cover every route by construction.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: InventoryRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}
