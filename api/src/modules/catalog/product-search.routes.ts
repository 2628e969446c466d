import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';

/** Suggestions shown under the search box. */
export const MAX_SUGGESTIONS = 10;

const searchText = z.string({ error: 'text must be text' }).max(100, 'text must be at most 100 characters');
const suggestions = answers(z.array(z.object({ name: z.string() })), [400]);

export function registerProductSearchRoutes(app: RouteScope, catalog: CatalogService): void {
  const suggest = async (text: string) =>
    ok(
      'Products fetched',
      (await catalog.productNames(text, MAX_SUGGESTIONS)).map((name) => ({ name })),
    );
  const summary = `Up to ${MAX_SUGGESTIONS} names of open groups containing the text (blank text finds nothing)`;

  app.get(
    '/api/customer/product-search/:text',
    { schema: { tags: ['catalog'], summary, params: z.object({ text: searchText }), response: suggestions } },
    async (request) => suggest(request.params.text),
  );
  app.get(
    '/api/customer/product-search/',
    { schema: { tags: ['catalog'], summary: 'The same with no text: always an empty list', response: suggestions } },
    async () => suggest(''),
  );
}
