import type { Group, GroupCard, NextPriceLevel, PriceLevel, Resolvers } from '../__generated__/resolvers-types';
import { groupAnswer, type GroupAnswer, type NextLevelAnswer, type PriceLevelAnswer } from '../rest/group-answer';
import { groupCardAnswer, type GroupCardAnswer } from '../rest/group-card-answer';
import { dollarsFromDecimal, moneyFromDollars } from '../rest/money';
import { CONNECTION_DEFAULT_SIZES } from '../schema/connection-sizes';
import type { AnswersEveryField, Checked } from './answer-fields';
import { connectionOf, cursorWindow } from './connection';

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

    group: async (_parent, { id }, { loaders }) => groupAnswer(await loaders.groupOrFail(id)),

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

  // GroupCard's, PriceLevel's and NextPriceLevel's fields and Group's but one are properties
  // of their answers (rest/group-card-answer.ts, rest/group-answer.ts; CatalogAnswers below).
  Group: {
    // Asked only with a session: a guest's page has no addresses to judge.
    deliversToYou: (group, _args, { rest, loaders }) =>
      rest.hasToken ? loaders.deliversToCaller.load(group.id) : null,
  },

  CategoryRef: {
    id: (category) => String(category.category_id),
    name: (category) => category.category_name,
  },

  GroupDocument: {
    url: (document) => document.path,
    fileName: (document) => document.file_name,
  },

  SupplierAddress: {
    zipCode: (supplier) => supplier.zip_code,
  },
};

/** Compiles only while each answer holds every field its resolvers above leave to it (resolvers/answer-fields.ts). */
export type CatalogAnswers = [
  Checked<AnswersEveryField<GroupCard, GroupCardAnswer>>,
  Checked<AnswersEveryField<Group, GroupAnswer, 'deliversToYou'>>,
  Checked<AnswersEveryField<PriceLevel, PriceLevelAnswer>>,
  Checked<AnswersEveryField<NextPriceLevel, NextLevelAnswer>>,
];
