import type { Resolvers } from '../__generated__/resolvers-types';
import { groupCardAnswer } from '../rest/group-card-answer';
import { dollarsFromDecimal, moneyFromDollars } from '../rest/money';
import type { PriceLevelRow } from '../rest/rest-types';
import { CONNECTION_DEFAULT_SIZES } from '../schema/connection-sizes';
import { connectionOf, cursorWindow } from './connection';

/** docs/product.md#pricing-and-money: row 1 starts at 1, each later row at the previous level plus 1. */
function priceRows(levels: { quantity_level: number; discounted_price: number }[]): PriceLevelRow[] {
  return levels.map((level, index) => ({
    ...level,
    from_quantity: index === 0 ? 1 : levels[index - 1]!.quantity_level + 1,
  }));
}

export const catalogResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, { rest }) => (await rest.get('/api/category')).data,

    groups: async (_parent, { filter, ...paging }, { rest }) => {
      // The arguments' rules first (connection.ts): a refused page asks nothing upstream.
      const { size, after, before } = cursorWindow(paging, CONNECTION_DEFAULT_SIZES['Query.groups']!);
      const facetFilter = {
        zip_code: filter.zipCode,
        min: filter.minPrice == null ? undefined : dollarsFromDecimal(filter.minPrice, 'filter.minPrice'),
        max: filter.maxPrice == null ? undefined : dollarsFromDecimal(filter.maxPrice, 'filter.maxPrice'),
        category: filter.categoryId == null ? undefined : Number(filter.categoryId),
        product_name: filter.productName?.trim() || undefined,
      };
      const answer = await rest.post('/api/customer/group-page', {
        body: { limit: size, after, before, ...facetFilter },
      });
      return { ...connectionOf(answer.data.groups.map(groupCardAnswer), answer.data), facetFilter };
    },

    group: (_parent, { id }, { loaders }) => loaders.groupOrFail(id),

    groupNameSuggestions: async (_parent, { text, zipCode }, { rest }) => {
      const trimmed = text.trim();
      if (!trimmed) return [];
      // The shopper's area (none: every open group).
      const answer = await rest.get('/api/customer/product-search/{text}', {
        path: { text: trimmed },
        query: { zip_code: zipCode || undefined },
      });
      return answer.data.map((suggestion) => suggestion.name);
    },
  },

  GroupCardConnection: {
    // Counted only when asked: the listing's page does not wait for it (docs/decisions.md "Search").
    facets: async (connection, _args, { rest }) =>
      (await rest.post('/api/customer/group-facets', { body: connection.facetFilter })).data,
  },

  GroupFacets: {
    priceRanges: (facets) => facets.price_ranges,
  },

  CategoryFacet: {
    categoryId: (facet) => String(facet.category_id),
    name: (facet) => facet.category_name,
    parentId: (facet) => (facet.parent_id === null ? null : String(facet.parent_id)),
  },

  PriceRangeFacet: {
    min: (range) => moneyFromDollars(range.min),
    max: (range) => (range.max === null ? null : moneyFromDollars(range.max)),
  },

  Category: {
    id: (category) => String(category.category_id),
    name: (category) => category.category_name,
    subCategories: (category) => category.sub_category,
  },

  // GroupCard's fields are properties of the answer (rest/group-card-answer.ts).

  Group: {
    id: (group) => String(group.id),
    productName: (group) => group.product_name,
    price: (group) => moneyFromDollars(group.price),
    discountedPrice: (group) => moneyFromDollars(group.discounted_price),
    endDate: (group) => group.end_date,
    quantityBooked: (group) => group.quantity_booked,
    maxQuantity: (group) => group.max_quantity,
    unitsLeft: (group) => group.units_left,
    images: (group) => group.productImage.map((image) => image.imageUrl),
    documents: (group) => group.documentUrl,
    levels: (group) => priceRows(group.levels),
    currentLevel: (group) => group.current_level,
    nextLevel: (group) => group.next_level,
    // Asked only with a session: a guest's page has no addresses to judge.
    deliversToYou: (group, _args, { rest, loaders }) =>
      rest.hasToken ? loaders.deliversToCaller.load(String(group.id)) : null,
  },

  CategoryRef: {
    id: (category) => String(category.category_id),
    name: (category) => category.category_name,
  },

  PriceLevel: {
    fromQuantity: (row) => row.from_quantity,
    quantityLevel: (row) => row.quantity_level,
    unitPrice: (row) => moneyFromDollars(row.discounted_price),
  },

  NextPriceLevel: {
    quantityLevel: (level) => level.quantity_level,
    unitPrice: (level) => moneyFromDollars(level.discounted_price),
    unitsNeeded: (level) => level.units_needed,
  },

  GroupDocument: {
    url: (document) => document.path,
    fileName: (document) => document.file_name,
  },

  SupplierAddress: {
    zipCode: (supplier) => supplier.zip_code,
  },
};
