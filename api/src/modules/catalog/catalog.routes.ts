import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { defaulted, intField, MAX_ID, numberField, optional, zipCodeField } from '../../lib/fields';
import { cursorFields } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';
import {
  categoryNodeSchema,
  groupFacetsSchema,
  groupListItemSchema,
  groupPageSchema,
  openGroupSchema,
} from './catalog-view';

// Dollar bounds of the price filter; the web's slider runs 0..5000.
const MAX_PRICE_DOLLARS = 1_000_000;

const groupListBody = z
  .object({
    limit: defaulted(intField('limit must be an integer from 1 to 100', 1, 100), 12),
    offset: defaulted(intField('offset must be a non-negative integer', 0, 100_000), 0),
    zip_code: zipCodeField(),
    min: optional(numberField(`min must be a non-negative number up to ${MAX_PRICE_DOLLARS}`, 0, MAX_PRICE_DOLLARS)),
    max: optional(numberField(`max must be a non-negative number up to ${MAX_PRICE_DOLLARS}`, 0, MAX_PRICE_DOLLARS)),
    category: optional(intField('category must be a positive integer', 1, MAX_ID)),
    product_name: optional(
      z.string({ error: 'product_name must be text' }).trim().max(100, 'product_name must be at most 100 characters'),
    ),
  })
  .meta({ examples: [{ zip_code: '75201', limit: 12, offset: 0, min: 0, max: 500, category: 3 }] });

/** The listing's facets: its filters, no paging. */
const groupFacetsBody = groupListBody
  .omit({ limit: true, offset: true })
  .meta({ examples: [{ zip_code: '75201', product_name: 'wireless keyboard', max: 500 }] });

/** What `product_name` finds and in which order (catalog/search.ts), said once for every route that takes it. */
const SEARCH_RULES =
  '`product_name` searches (docs/decisions.md "Search"): a group is found when its name contains the text (case-insensitively, literally: `%` and `_` are not wildcards), or when every word of the text (English stop words aside) is a word of its name or description, English-stemmed (`running shoes` finds `Running Shoe`), or close to a word of its name by trigrams (a typo: `logitek keybord` finds `Logitech MX Keys Wireless Keyboard`; words of three letters or more, letters only). Found groups are ranked: those found by their name before those found through their description, then by relevance (a name match weighs more than a description match, plus the name\'s closeness to the text), then soonest ending, then by id.';

/** The listing by cursor: the same filters and `limit`; `after` or `before` in place of `offset`. */
const groupPageBody = groupListBody
  .omit({ offset: true })
  .extend(cursorFields)
  .meta({ examples: [{ zip_code: '75201', limit: 12, min: 0, max: 500, category: 3 }] });

const tags = ['catalog'];

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the public pages take a few. */
const MAX_SITEMAP_GROUPS = 49_000;

export function registerCatalogRoutes(app: RouteScope, catalog: CatalogService): void {
  app.get(
    '/api/category',
    {
      schema: {
        operationId: 'listCategories',
        description: 'The category tree, top-level categories in display order.',
        tags,
        summary: 'The category tree',
        response: answers(z.array(categoryNodeSchema)),
      },
    },
    async () => ok('Categories fetched', await catalog.categoryTree()),
  );

  app.post(
    '/api/customer/group-list',
    {
      schema: {
        operationId: 'listGroups',
        tags,
        summary:
          'Open groups that deliver to a ZIP code, soonest ending first (a search: best first), a page at a time',
        description:
          "Groups served in the area of `zip_code` (supplier ZIP within the group's delivery radius), narrowed by category (with its sub-categories), current price range (dollars) and product name. `offset` counts pages: skip = offset × limit. An unknown ZIP lists nothing.\n\n" +
          "Only `Open` groups whose `end_date` is still ahead are listed, soonest ending first (then by id). `zip_code` is required; `limit` defaults to 12, `offset` to 0; `min`/`max` compare with the current level price (`discounted_price`), bounds included; `category` includes its sub-categories (an unknown id lists nothing); `product_name` is a search, ranked (below). `path` is the group's first image, or null if it has none. `current_level` and `next_level` follow `GET group/{id}`'s rules (the card's progress toward the next price). A short page (fewer than `limit` items) is the last one.\n\n" +
          SEARCH_RULES +
          '\n\n' +
          'Errors: 400 `zip_code is required`, 400 `zip_code must be exactly 5 digits`, 400 `limit must be an integer from 1 to 100`, 400 `offset must be a non-negative integer`, 400 `min must be a non-negative number up to 1000000` (same for `max`), 400 `category must be a positive integer`, 400 `product_name must be text`, 400 `product_name must be at most 100 characters`.' +
          '\n\n' +
          '`offset` counts pages (skip = offset × limit); a short page is the last. Filters: category (with its ' +
          'sub-categories), current price between min and max dollars, product name search. ' +
          '`POST customer/group-page` pages the same listing by cursor, stable while groups open and close.',
        body: groupListBody,
        response: answers(z.array(groupListItemSchema), [400]),
      },
    },
    async (request) => ok('Groups fetched', await catalog.listGroups(request.body)),
  );

  app.post(
    '/api/customer/group-page',
    {
      schema: {
        operationId: 'pageGroups',
        tags,
        summary: 'The same listing a page at a time by cursor, each card with its cursor, and the total',
        description:
          "`POST customer/group-list`'s groups, filters and order (soonest ending first, then by id; a search ranked as group-list says), paged by cursor (docs/rest-api.md#paging-by-cursor): `limit` cards (default 12) just after the card whose `cursor` is `after`, or just before the one whose `cursor` is `before` (still soonest ending first), or the first `limit` with neither. A group that opens, closes or ends between two pages never makes another card show twice or go missing. `total` counts the groups the filters match now. A cursor of a search pages that search only (its rank is part of the cursor).\n\n" +
          'Errors: those of `POST customer/group-list` (but `offset`, which is not taken here), 400 `after is not a cursor of this list` (or `before`: text that no listing answered, or a cursor of another list or another search), 400 `after and before cannot be given together`.',
        body: groupPageBody,
        response: answers(groupPageSchema, [400]),
      },
    },
    async (request) => ok('Groups fetched', await catalog.pageGroups(request.body)),
  );

  app.post(
    '/api/customer/group-facets',
    {
      schema: {
        operationId: 'groupFacets',
        tags,
        summary: 'How many groups the listing with these filters holds per category and per price range',
        description:
          "The facets of `POST customer/group-page` with the same filters (no paging): `total` is its `total`; `categories` counts, for every category with a group, the groups with that category (or one of its sub-categories) in place of `category`; `price_ranges` counts, for fixed ranges of the current price (0–49.99, 50–99.99, 100–249.99, 250–499.99, 500–999.99, 1000–2499.99, 2500–4999.99 dollars, and 5000 and more), the groups with that range as `min`/`max` in place of the shopper's. So each count is what the listing would total with that choice, the other filters (ZIP, search, the other facet) kept. An unknown ZIP counts nothing; an unknown `category` counts nothing but the categories.\n\n" +
          SEARCH_RULES +
          '\n\n' +
          'Errors: those of `POST customer/group-list` but `limit` and `offset`, which are not taken here.',
        body: groupFacetsBody,
        response: answers(groupFacetsSchema, [400]),
      },
    },
    async (request) => ok('Facets fetched', await catalog.facets(request.body)),
  );

  app.get(
    '/api/groups/open',
    {
      schema: {
        operationId: 'listOpenGroups',
        tags,
        summary: 'Every open group’s id and end date, for the sitemap',
        description:
          'Public. The ids of every group open now (the listing’s rule, in every area), by id, with their `end_date`; at most ' +
          `${MAX_SITEMAP_GROUPS}. The gateway builds \`/sitemap.xml\` from it.`,
        response: answers(z.array(openGroupSchema)),
      },
    },
    async () => ok('Open groups fetched', await catalog.openGroupIds(MAX_SITEMAP_GROUPS)),
  );
}
