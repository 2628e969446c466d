import type { Resolvers } from '../__generated__/resolvers-types';
import type { RestCategory, RestGroupListItem } from '../rest/rest-types';

export const catalogResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, { rest }) => (await rest.get<RestCategory[]>('category')).data,

    groups: async (_parent, { filter, page, pageSize }, { rest }) => {
      const answer = await rest.post<RestGroupListItem[]>('customer/group-list', {
        limit: pageSize,
        offset: page,
        zip_code: filter.zipCode,
        min: filter.minPrice ?? undefined,
        max: filter.maxPrice ?? undefined,
        category: filter.categoryId == null ? undefined : Number(filter.categoryId),
        product_name: filter.productName?.trim() || undefined,
      });
      // The spec's rule for 'Load More': another page may exist only after a full page.
      return { items: answer.data, page, pageSize, hasMore: answer.data.length === pageSize };
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
    status: (item) => (item.group.status === 'Closed' ? 'CLOSED' : 'OPEN'),
    endDate: (item) => item.group.end_date,
    quantityBooked: (item) => item.group.quantity_booked,
  },
};
