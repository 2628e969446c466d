import type { FastifyInstance } from 'fastify';

/**
 * GraphiQL at /graphiql, a developer's explorer that works offline (Apollo Sandbox on
 * GET /graphql loads from Apollo's CDN). The page is about 9 MB, so it is built on its
 * first request, and never in production, where the package is not even installed (a
 * dev dependency): there /graphiql answers 404 (docs/decisions.md "Production build").
 */
export function registerGraphiqlPage(app: FastifyInstance, production: boolean): void {
  if (production) {
    // Its own 404, or a browser asking for HTML would get the shop's page in its place.
    app.get('/graphiql', (_request, reply) =>
      reply.code(404).send({ status: 404, message: 'Not found: GET /graphiql' }),
    );
    return;
  }
  let page: string | undefined;
  app.get('/graphiql', async (_request, reply) => {
    if (page === undefined) {
      const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
      page = renderGraphiQL({ endpoint: '/graphql', title: 'Group-buy shop GraphiQL' });
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
