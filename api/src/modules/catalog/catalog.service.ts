import type { Kysely } from 'kysely';
import type { Category, Database } from '../../db/types';
import { dollarsFromCents, dollarsToCents } from '../../lib/money';
import { areaOfZip } from './area';
import { countRows, type CursorRequest } from '../../lib/keyset-paging';
import {
  countByCategory,
  countByPriceRange,
  groupCardRows,
  listCategories,
  listOpenGroupIds,
  openGroupsInAreaQuery,
  searchOpenProductNames,
  type GroupListFilter,
  type PriceRangeCents,
} from './catalog.repository';
import { groupListingOrder, listingKeys } from './listing-keys';
import type { CategoryNode, GroupFacets, GroupListItem, GroupPage, OpenGroup } from './catalog-view';
import { searchTextOf, typoWordsOf, type Search } from './search';
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

/** The categories as the tree shows them: each followed by its sub-categories, each level in display order. */
function inTreeOrder(categories: Category[]): Category[] {
  const ordered: Category[] = [];
  const visit = (parentId: number | null) => {
    for (const c of categories) {
      if (c.parent_id !== parentId) continue;
      ordered.push(c);
      visit(c.id);
    }
  };
  visit(null);
  return ordered;
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

/**
 * The price ranges the listing's facets count (docs/decisions.md "Search"): the price
 * slider's 0 to 5000 dollars in steps a shopper reads at a glance, each bound a multiple of
 * the slider's 10-dollar step, and 5000 and more as the slider's top end means. Bounds in
 * cents, both included, so a range is exactly the listing's `min`/`max` filter.
 */
const PRICE_RANGE_STARTS_DOLLARS = [0, 50, 100, 250, 500, 1000, 2500, 5000];
const FACET_PRICE_RANGES: readonly PriceRangeCents[] = PRICE_RANGE_STARTS_DOLLARS.map((from, i) => {
  const next = PRICE_RANGE_STARTS_DOLLARS[i + 1];
  return { min: from * 100, max: next === undefined ? null : next * 100 - 1 };
});

/** An empty page's paging fields. */
const EMPTY_PAGE = { has_next_page: false, has_previous_page: false, start_cursor: null, end_cursor: null };

export function createCatalogService(db: Kysely<Database>) {
  /**
   * The query's filters as the repository takes them; null when they list nothing (unknown
   * ZIP or category). `categories` and `search` when the caller has them already.
   */
  async function filterOf(
    query: GroupListFilters,
    now: Date,
    categories?: Category[],
    search?: Search,
  ): Promise<GroupListFilter | null> {
    const area = areaOfZip(query.zip_code);
    if (!area) return null;

    let categoryIds: number[] | undefined;
    if (query.category !== undefined) {
      categoryIds = withDescendants(categories ?? (await listCategories(db)), query.category);
      if (categoryIds.length === 0) return null;
    }

    return {
      area,
      now: now.toISOString(),
      categoryIds,
      minPriceCents: query.min === undefined ? undefined : dollarsToCents(query.min),
      maxPriceCents: query.max === undefined ? undefined : dollarsToCents(query.max),
      search: search ?? (await searchOf(query.product_name)),
    };
  }

  /** The search of a `product_name` (catalog/search.ts), none for blank text. */
  async function searchOf(text: string | undefined): Promise<Search | undefined> {
    const search = searchTextOf(text);
    return search && typoWordsOf(db, search);
  }

  /** The cards of these groups, in this order: their rows and their levels (sorted by quantity), two queries side by side. */
  async function cards(ids: number[]): Promise<GroupListItem[]> {
    const [rows, levels] = await Promise.all([groupCardRows(db, ids), levelsByGroup(db, ids)]);

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
      const keys = await listingKeys(db, filter, {
        reversed: false,
        limit: query.limit,
        skip: query.offset * query.limit,
      });
      return cards(keys.map((key) => key.id));
    },

    /**
     * The listing by cursor, in the same order with the same filters, and how many groups
     * the filters match in all: without a search one count beside the page, over the
     * index ranges of the area's cells; a search counts what it finds in the page's own read.
     */
    async pageGroups(query: GroupPageQuery, now = new Date()): Promise<GroupPage> {
      // A bad cursor (or one of another search) is refused even where nothing would be listed.
      groupListingOrder(searchTextOf(query.product_name)).check(query);
      const filter = await filterOf(query, now);
      if (!filter) return { groups: [], total: 0, ...EMPTY_PAGE };
      const count = () => countRows(openGroupsInAreaQuery(db, filter));
      const [page, counted] = await Promise.all([
        groupListingOrder(filter.search).readWindows(
          (window) => listingKeys(db, filter, { ...window, counted: true }),
          query.limit,
          query,
        ),
        filter.search ? undefined : count(),
      ]);
      const searchTotal = page.rows[0]?.total;
      // A search's empty first page found nothing; its page past its last group carries no
      // count: then counted on its own.
      const firstPage = query.after === undefined && query.before === undefined;
      const total = counted ?? (searchTotal !== undefined ? Number(searchTotal) : firstPage ? 0 : await count());
      const items = await cards(page.rows.map((row) => row.id));
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
      const area = zipCode === undefined ? undefined : areaOfZip(zipCode);
      if (area === null) return [];
      const search = await searchOf(text);
      if (!search) return [];
      return searchOpenProductNames(db, search, now.toISOString(), limit, area);
    },

    /**
     * The listing's facets (docs/decisions.md "Search"): how many groups it would list in
     * each category (with its sub-categories, as the `category` filter counts them) and in
     * each price range. Each facet leaves its own filter out and keeps the others, so a
     * count is what the listing's `total` would be with that category, or that range as
     * `min`/`max`, in place of the shopper's.
     */
    async facets(query: GroupListFilters, now = new Date()): Promise<GroupFacets> {
      const [categories, search] = await Promise.all([listCategories(db), searchOf(query.product_name)]);
      const [withoutCategory, withoutPrices, filter] = await Promise.all([
        filterOf({ ...query, category: undefined }, now, categories, search),
        filterOf({ ...query, min: undefined, max: undefined }, now, categories, search),
        filterOf(query, now, categories, search),
      ]);
      const [byCategory, byPrice, total] = await Promise.all([
        withoutCategory ? countByCategory(db, withoutCategory) : new Map<number, number>(),
        withoutPrices ? countByPriceRange(db, withoutPrices, FACET_PRICE_RANGES) : FACET_PRICE_RANGES.map(() => 0),
        filter ? countRows(openGroupsInAreaQuery(db, filter)) : 0,
      ]);
      return {
        total,
        categories: inTreeOrder(categories)
          .map((category) => ({
            category_id: category.id,
            category_name: category.name,
            parent_id: category.parent_id,
            count: withDescendants(categories, category.id).reduce((sum, id) => sum + (byCategory.get(id) ?? 0), 0),
          }))
          .filter((facet) => facet.count > 0),
        price_ranges: FACET_PRICE_RANGES.map((range, i) => ({
          min: dollarsFromCents(range.min),
          max: range.max === null ? null : dollarsFromCents(range.max),
          count: byPrice[i]!,
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
