import type { Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import { dollarsFromCents, dollarsToCents } from '../../lib/money';
import { areaOfZip } from './area';
import { countRows, type CursorRequest } from '../../lib/keyset-paging';
import {
  GROUP_LIST_ORDER,
  listCategories,
  listOpenGroupIds,
  listOpenGroupsInArea,
  openGroupsInAreaQuery,
  searchOpenProductNames,
  type GroupListFilter,
  type GroupListRow,
} from './catalog.repository';
import type { CategoryNode, GroupListItem, GroupPage, OpenGroup } from './catalog-view';
import { currentLevelIndex, nextLevelOf } from './price-level';
import { levelsByGroup } from './price-levels.repository';

/** The listing's filters, the same for both ways of paging it. */
export type GroupListFilters = {
  zip_code: string;
  min?: number;
  max?: number;
  category?: number;
  product_name?: string;
};

/** `POST customer/group-list`: `offset` counts pages of `limit`. */
export type GroupListQuery = GroupListFilters & { limit: number; offset: number };

/** `POST customer/group-page`: `limit` groups after or before a cursor (lib/keyset-paging.ts). */
export type GroupPageQuery = GroupListFilters & CursorRequest & { limit: number };

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

/** An empty page's paging fields. */
const EMPTY_PAGE = { has_next_page: false, has_previous_page: false, start_cursor: null, end_cursor: null };

export function createCatalogService(db: Kysely<Database>) {
  /** The query's filters as the repository takes them; null when they list nothing (unknown ZIP or category). */
  async function filterOf(query: GroupListFilters, now: Date): Promise<GroupListFilter | null> {
    const area = areaOfZip(query.zip_code);
    if (!area) return null;

    let categoryIds: number[] | undefined;
    if (query.category !== undefined) {
      categoryIds = withDescendants(await listCategories(db), query.category);
      if (categoryIds.length === 0) return null;
    }

    return {
      area,
      now: now.toISOString(),
      categoryIds,
      minPriceCents: query.min === undefined ? undefined : dollarsToCents(query.min),
      maxPriceCents: query.max === undefined ? undefined : dollarsToCents(query.max),
      productName: query.product_name,
    };
  }

  /** The cards of a page of rows, with their levels read in one more query (sorted by quantity). */
  async function cards(rows: GroupListRow[]): Promise<GroupListItem[]> {
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
  }

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return buildTree(await listCategories(db));
    },

    async listGroups(query: GroupListQuery, now = new Date()): Promise<GroupListItem[]> {
      const filter = await filterOf(query, now);
      if (!filter) return [];
      return cards(await listOpenGroupsInArea(db, filter, { limit: query.limit, skip: query.offset * query.limit }));
    },

    /**
     * The listing by cursor, in the same order with the same filters, and how many groups
     * the filters match in all: one count over the index range the page reads anyway.
     */
    async pageGroups(query: GroupPageQuery, now = new Date()): Promise<GroupPage> {
      // A bad cursor is refused even where nothing would be listed.
      GROUP_LIST_ORDER.check(query);
      const filter = await filterOf(query, now);
      if (!filter) return { groups: [], total: 0, ...EMPTY_PAGE };
      const groups = openGroupsInAreaQuery(db, filter);
      const [page, total] = await Promise.all([GROUP_LIST_ORDER.read(groups, query.limit, query), countRows(groups)]);
      const items = await cards(page.rows);
      return {
        groups: items.map((item, i) => ({ ...item, cursor: page.cursors[i]! })),
        total,
        has_next_page: page.has_next_page,
        has_previous_page: page.has_previous_page,
        start_cursor: page.start_cursor,
        end_cursor: page.end_cursor,
      };
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
