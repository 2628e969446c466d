import type { Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import { dollarsFromCents, dollarsToCents } from '../../lib/money';
import { areaOfZip } from './area';
import { listCategories, listOpenGroupIds, listOpenGroupsInArea, searchOpenProductNames } from './catalog.repository';
import type { CategoryNode, GroupListItem, OpenGroup } from './catalog-view';
import { currentLevelIndex, nextLevelOf } from './price-level';
import { levelsByGroup } from './price-levels.repository';

export type GroupListQuery = {
  limit: number;
  offset: number;
  zip_code: string;
  min?: number;
  max?: number;
  category?: number;
  product_name?: string;
};

function buildTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of categories) nodes.set(c.id, { category_id: c.id, category_name: c.name, sub_category: [] });
  const roots: CategoryNode[] = [];
  // `categories` is already in display order, so children are pushed in order too.
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    (parent ? parent.sub_category : roots).push(node);
  }
  return roots;
}

/** The category and everything under it, or an empty list for an unknown id. */
function withDescendants(categories: Category[], rootId: number): number[] {
  if (!categories.some((c) => c.id === rootId)) return [];
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parent_id === ids[i]) ids.push(c.id);
  }
  return ids;
}

export function createCatalogService(db: Kysely<Database>) {
  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return buildTree(await listCategories(db));
    },

    async listGroups(query: GroupListQuery, now = new Date()): Promise<GroupListItem[]> {
      const area = areaOfZip(query.zip_code);
      if (!area) return [];

      let categoryIds: number[] | undefined;
      if (query.category !== undefined) {
        categoryIds = withDescendants(await listCategories(db), query.category);
        if (categoryIds.length === 0) return [];
      }

      const rows = await listOpenGroupsInArea(db, {
        area,
        now: now.toISOString(),
        categoryIds,
        minPriceCents: query.min === undefined ? undefined : dollarsToCents(query.min),
        maxPriceCents: query.max === undefined ? undefined : dollarsToCents(query.max),
        productName: query.product_name,
        limit: query.limit,
        skip: query.offset * query.limit,
      });

      // One more query for the page's levels (sorted by quantity).
      const levels = await levelsByGroup(
        db,
        rows.map((row) => row.id),
      );

      return rows.map((row) => {
        const sorted = levels.get(row.id) ?? [];
        const next = nextLevelOf(sorted, row.quantity_booked);
        return {
          path: row.path,
          group: {
            id: row.id,
            product_name: row.product_name,
            price: dollarsFromCents(row.price_cents),
            discounted_price: dollarsFromCents(row.current_price_cents),
            status: row.status,
            end_date: row.end_date,
            quantity_booked: row.quantity_booked,
            max_quantity: row.max_quantity,
            category_id: row.category_id,
            current_level: currentLevelIndex(sorted, row.quantity_booked),
            next_level: next && {
              quantity_level: next.quantity_level,
              discounted_price: dollarsFromCents(next.price_cents),
              units_needed: next.units_needed,
            },
          },
        };
      });
    },
    /** The open groups a sitemap lists (docs/product.md#what-a-buyer-sees), by id. */
    async openGroupIds(limit: number, now = new Date()): Promise<OpenGroup[]> {
      return listOpenGroupIds(db, now.toISOString(), limit);
    },

    /**
     * Suggestions for the search box: names of open groups containing `text`; blank text
     * finds nothing. With a ZIP code, only groups delivering there (an unknown ZIP: none),
     * as the listing the suggestion leads to.
     */
    async productNames(text: string, limit: number, zipCode?: string, now = new Date()): Promise<string[]> {
      const trimmed = text.trim();
      if (trimmed === '') return [];
      if (zipCode === undefined) return searchOpenProductNames(db, trimmed, now.toISOString(), limit);
      const area = areaOfZip(zipCode);
      if (!area) return [];
      return searchOpenProductNames(db, trimmed, now.toISOString(), limit, area);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
