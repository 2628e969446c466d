import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { defaulted, intField, MAX_ID, numberField, optional, zipCodeField } from '../../lib/fields';
import { cursorFields } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';
import { categoryNodeSchema, groupListItemSchema, groupPageSchema, openGroupSchema } from './catalog-view';

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
        summary: 'Open groups that deliver to a ZIP code, soonest ending first, a page at a time',
        description:
          "Groups served in the area of `zip_code` (supplier ZIP within the group's delivery radius), narrowed by category (with its sub-categories), current price range (dollars) and product name. `offset` counts pages: skip = offset × limit. An unknown ZIP lists nothing.\n\n" +
          "Only `Open` groups whose `end_date` is still ahead are listed, soonest ending first (then by id). `zip_code` is required; `limit` defaults to 12, `offset` to 0; `min`/`max` compare with the current level price (`discounted_price`), bounds included; `category` includes its sub-categories (an unknown id lists nothing); `product_name` matches case-insensitively anywhere in the name, literally (`%` and `_` are not wildcards). `path` is the group's first image, or null if it has none. `current_level` and `next_level` follow `GET group/{id}`'s rules (the card's progress toward the next price). A short page (fewer than `limit` items) is the last one.\n\n" +
          'Errors: 400 `zip_code is required`, 400 `zip_code must be exactly 5 digits`, 400 `limit must be an integer from 1 to 100`, 400 `offset must be a non-negative integer`, 400 `min must be a non-negative number up to 1000000` (same for `max`), 400 `category must be a positive integer`, 400 `product_name must be text`, 400 `product_name must be at most 100 characters`.' +
          '\n\n' +
          '`offset` counts pages (skip = offset × limit); a short page is the last. Filters: category (with its ' +
          'sub-categories), current price between min and max dollars, product name containing the text. ' +
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
          "`POST customer/group-list`'s groups, filters and order (soonest ending first, then by id), paged by cursor (docs/rest-api.md#paging-by-cursor): `limit` cards (default 12) just after the card whose `cursor` is `after`, or just before the one whose `cursor` is `before` (still soonest ending first), or the first `limit` with neither. A group that opens, closes or ends between two pages never makes another card show twice or go missing. `total` counts the groups the filters match now.\n\n" +
          'Errors: those of `POST customer/group-list` (but `offset`, which is not taken here), 400 `after is not a cursor of this list` (or `before`: text that no listing answered, or a cursor of another list), 400 `after and before cannot be given together`.',
        body: groupPageBody,
        response: answers(groupPageSchema, [400]),
      },
    },
    async (request) => ok('Groups fetched', await catalog.pageGroups(request.body)),
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
