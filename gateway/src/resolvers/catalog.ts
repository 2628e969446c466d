import type { Resolvers } from '../__generated__/resolvers-types';
import type { PriceLevelRow } from '../rest/rest-types';

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

    groups: async (_parent, { filter, page, pageSize }, { rest }) => {
      const answer = await rest.post('/api/customer/group-list', {
        body: {
          limit: pageSize,
          offset: page,
          zip_code: filter.zipCode,
          min: filter.minPrice ?? undefined,
          max: filter.maxPrice ?? undefined,
          category: filter.categoryId == null ? undefined : Number(filter.categoryId),
          product_name: filter.productName?.trim() || undefined,
        },
      });
      // The rule for 'Load More' (docs/product.md#group-listing): another page may exist only after a full page.
      return { items: answer.data, page, pageSize, hasMore: answer.data.length === pageSize };
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

  Category: {
    id: (category) => String(category.category_id),
    name: (category) => category.category_name,
    subCategories: (category) => category.sub_category,
  },

  GroupCard: {
    id: (item) => String(item.group.id),
    productName: (item) => item.group.product_name,
    price: (item) => item.group.price,
    discountedPrice: (item) => item.group.discounted_price,
    imageUrl: (item) => item.path,
    status: (item) => item.group.status,
    endDate: (item) => item.group.end_date,
    quantityBooked: (item) => item.group.quantity_booked,
    maxQuantity: (item) => item.group.max_quantity,
    currentLevel: (item) => item.group.current_level,
    nextLevel: (item) => item.group.next_level,
  },

  Group: {
    id: (group) => String(group.id),
    productName: (group) => group.product_name,
    discountedPrice: (group) => group.discounted_price,
    endDate: (group) => group.end_date,
    quantityBooked: (group) => group.quantity_booked,
    maxQuantity: (group) => group.max_quantity,
    unitsLeft: (group) => group.units_left,
    images: (group) => group.productImage.map((image) => image.imageUrl),
    documents: (group) => group.documentUrl,
    levels: (group) => priceRows(group.levels),
    currentLevel: (group) => group.current_level,
    nextLevel: (group) => group.next_level,
  },

  CategoryRef: {
    id: (category) => String(category.category_id),
    name: (category) => category.category_name,
  },

  PriceLevel: {
    fromQuantity: (row) => row.from_quantity,
    quantityLevel: (row) => row.quantity_level,
    unitPrice: (row) => row.discounted_price,
  },

  NextPriceLevel: {
    quantityLevel: (level) => level.quantity_level,
    unitPrice: (level) => level.discounted_price,
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
