import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import type { CatalogService } from './catalog.service';

/** Suggestions shown under the search box. */
export const MAX_SUGGESTIONS = 10;

const searchParams = z.object({
  text: z.string({ error: 'text must be text' }).max(100, 'text must be at most 100 characters'),
});

export function registerProductSearchRoutes(app: FastifyInstance, catalog: CatalogService): void {
  // Two paths: a router does not match an empty last segment against `:text`, and an
  // empty search box still deserves an answer (an empty list), not a 404.
  for (const url of ['/api/customer/product-search/:text', '/api/customer/product-search/']) {
    app.get(url, { schema: { response: answers(z.array(z.object({ name: z.string() }))) } }, async (request) => {
      const { text } = parseInput(searchParams, { text: '', ...(request.params as object) });
      const names = await catalog.productNames(text, MAX_SUGGESTIONS);
      return ok(
        'Products fetched',
        names.map((name) => ({ name })),
      );
    });
  }
}
