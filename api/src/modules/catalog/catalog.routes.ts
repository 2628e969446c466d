import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, defaulted, intField, numberField, optional, zipCodeField } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';

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

type CategoryNodeSchema = z.ZodObject<{
  category_id: z.ZodNumber;
  category_name: z.ZodString;
  sub_category: z.ZodArray<CategoryNodeSchema>;
}>;
const categoryNode: CategoryNodeSchema = z
  .object({
    category_id: z.number(),
    category_name: z.string(),
    get sub_category() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode', description: 'A category with its sub-categories, to any depth.' });

const groupListItem = z.object({
  path: z.string().nullable(),
  group: z.object({
    id: z.number(),
    product_name: z.string(),
    price: z.number(),
    discounted_price: z.number(),
    status: z.string(),
    end_date: z.string(),
    quantity_booked: z.number(),
    category_id: z.number(),
  }),
});

const tags = ['catalog'];

export function registerCatalogRoutes(app: RouteScope, catalog: CatalogService): void {
  app.get(
    '/api/category',
    { schema: { tags, summary: 'The category tree', response: answers(z.array(categoryNode)) } },
    async () => ok('Categories fetched', await catalog.categoryTree()),
  );

  app.post(
    '/api/customer/group-list',
    {
      schema: {
        tags,
        summary: 'Open groups that deliver to a ZIP code, soonest ending first, a page at a time',
        description:
          '`offset` counts pages (skip = offset × limit); a short page is the last. Filters: category (with its ' +
          'sub-categories), current price between min and max dollars, product name containing the text.',
        body: groupListBody,
        response: answers(z.array(groupListItem), [400]),
      },
    },
    async (request) => ok('Groups fetched', await catalog.listGroups(request.body)),
  );
}
