import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { optional, zipCodeField } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';
import { productSuggestionSchema } from './catalog-view';

/** Suggestions shown under the search box. */
const MAX_SUGGESTIONS = 10;

const searchText = z.string({ error: 'text must be text' }).max(100, 'text must be at most 100 characters');
const suggestions = answers(z.array(productSuggestionSchema), [400]);
// The shopper's ZIP: only names the listing for it would show (docs/product.md#main-layout).
const searchQuery = z.object({ zip_code: optional(zipCodeField()) });

export function registerProductSearchRoutes(app: RouteScope, catalog: CatalogService): void {
  const suggest = async (text: string, zipCode?: string) =>
    ok(
      'Products fetched',
      (await catalog.productNames(text, MAX_SUGGESTIONS, zipCode)).map((name) => ({ name })),
    );
  const summary = `Up to ${MAX_SUGGESTIONS} names of open groups the search finds by name, best first (blank text finds nothing)`;

  app.get(
    '/api/customer/product-search/:text',
    {
      schema: {
        operationId: 'searchProductNames',
        description:
          'Public. Suggestions for the search box.\n\n' +
          'Up to 10 distinct product names of `Open` groups whose `end_date` is still ahead that the listing\'s search (`POST customer/group-list` with `product_name`; docs/decisions.md "Search") finds by their name: the name contains the text (case-insensitively and literally: `%` and `_` are not wildcards), or every word of the text (English stop words aside) is a word of the name, English-stemmed or close by trigrams (a typo, or a word still being typed: `logitek keybord` suggests `Logitech MX Keys Wireless Keyboard`). Best first, as the listing ranks them (a name shared by groups as its best), then by name (case-insensitive). With `zip_code`, only groups delivering to that ZIP (the listing\'s area rule; an unknown ZIP answers `[]`). Blank text (`/api/customer/product-search/` or spaces) answers `[]`.\n\n' +
          'Errors: 400 `text must be at most 100 characters`, 400 `zip_code must be exactly 5 digits`.',
        tags: ['catalog'],
        summary,
        params: z.object({ text: searchText }),
        querystring: searchQuery,
        response: suggestions,
      },
    },
    async (request) => suggest(request.params.text, request.query.zip_code),
  );
  app.get(
    '/api/customer/product-search/',
    {
      schema: {
        operationId: 'searchProductNamesBlank',
        tags: ['catalog'],
        summary: 'The same with no text: always an empty list',
        response: suggestions,
      },
    },
    async () => suggest(''),
  );
}
