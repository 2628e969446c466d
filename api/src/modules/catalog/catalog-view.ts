import { z } from 'zod';
import { groupStatusValue } from '../../lib/fields';
import { cursorPageFields, withCursor } from '../../lib/paging';
import { nextLevelSchema } from './group-detail-view';

// The listing's answers (catalog.routes.ts): the category tree, the group cards and the
// sitemap's ids; and the search box's suggestions (product-search.routes.ts). Each schema
// is its answer's contract (OpenAPI); each type follows from it.

type CategoryNodeSchema = z.ZodObject<{
  category_id: z.ZodNumber;
  category_name: z.ZodString;
  sub_category: z.ZodArray<CategoryNodeSchema>;
}>;
export const categoryNodeSchema: CategoryNodeSchema = z
  .object({
    category_id: z.number(),
    category_name: z.string(),
    get sub_category() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode', description: 'A category with its sub-categories, to any depth.' });

export type CategoryNode = z.infer<typeof categoryNodeSchema>;

/** One card of the listing: prices in dollars, converted once from the stored cents (catalog.service.ts). */
export const groupListItemSchema = z
  .object({
    path: z.string().nullable(),
    group: z.object({
      id: z.number(),
      product_name: z.string(),
      price: z.number(),
      discounted_price: z.number(),
      status: groupStatusValue,
      end_date: z.string(),
      quantity_booked: z.number(),
      max_quantity: z.number(),
      category_id: z.number(),
      current_level: z.number(),
      next_level: nextLevelSchema,
    }),
  })
  .meta({ id: 'GroupListItem' });

export type GroupListItem = z.infer<typeof groupListItemSchema>;

/** `POST customer/group-page`: a page of cards by cursor, each with its own, and where the page lies. */
export const groupPageSchema = z.object({
  groups: z.array(withCursor(groupListItemSchema)),
  total: z.number().describe('Groups the filters match now, on every page'),
  ...cursorPageFields,
});

export type GroupPage = z.infer<typeof groupPageSchema>;

export const openGroupSchema = z.object({ id: z.number(), end_date: z.string() }).meta({ id: 'OpenGroup' });

export type OpenGroup = z.infer<typeof openGroupSchema>;

/** One suggestion under the search box: a product name the listing would show. */
export const productSuggestionSchema = z.object({ name: z.string() }).meta({ id: 'ProductSuggestion' });

/**
 * `POST customer/group-facets`: how many groups the listing with the same filters would
 * show in each category and each price range (catalog.service.ts `facets`).
 */
export const groupFacetsSchema = z
  .object({
    total: z.number().describe('Groups the filters match now: the listing’s `total`'),
    categories: z
      .array(
        z.object({
          category_id: z.number(),
          category_name: z.string(),
          parent_id: z.number().nullable().describe('The parent category; null for a top-level one'),
          count: z
            .number()
            .describe('Groups of this category or its sub-categories: the listing’s `total` with `category` this id'),
        }),
      )
      .describe(
        'Every category with at least one group, in the category tree’s display order (each followed by its sub-categories)',
      ),
    price_ranges: z
      .array(
        z.object({
          min: z.number().describe('Dollars, included'),
          max: z.number().nullable().describe('Dollars, included; null: no upper bound'),
          count: z
            .number()
            .describe('Groups at a current price in the range: the listing’s `total` with `min` and `max` these'),
        }),
      )
      .describe('The fixed ranges, in price order, each with its count (0 included)'),
  })
  .meta({ id: 'GroupFacets' });

export type GroupFacets = z.infer<typeof groupFacetsSchema>;
