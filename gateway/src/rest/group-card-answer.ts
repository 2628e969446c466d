import { nextLevelAnswer, type NextLevelAnswer } from './group-answer';
import { moneyFromDollars, type MoneyAnswer } from './money';
import type { RestConnection, RestGroupFacetsFilter, RestGroupListItem } from './rest-types';

// A listing row read once into the fields of GraphQL's `GroupCard`, for the reason
// rest/cart-answer.ts gives: graphql-jit reads a field without a resolver as a plain
// property, where eleven resolvers a card made it build a resolve info, a path and three
// closures for each of them, twelve cards a page (docs/decisions.md "The executed path").

/** A listing card as the schema answers it, with the row's cursor for its edge. */
export interface GroupCardAnswer {
  cursor: string;
  id: string;
  productName: string;
  price: MoneyAnswer;
  discountedPrice: MoneyAnswer;
  imageUrl: RestGroupListItem['path'];
  /** The REST value; the GroupStatus enum writes it as OPEN or CLOSED (resolvers/enum-values.ts). */
  status: RestGroupListItem['group']['status'];
  endDate: string;
  quantityBooked: number;
  maxQuantity: number;
  currentLevel: number;
  nextLevel: NextLevelAnswer | null;
}

export function groupCardAnswer(row: RestGroupListItem & { cursor: string }): GroupCardAnswer {
  const { group } = row;
  return {
    cursor: row.cursor,
    id: String(group.id),
    productName: group.product_name,
    price: moneyFromDollars(group.price),
    discountedPrice: moneyFromDollars(group.discounted_price),
    imageUrl: row.path,
    status: group.status,
    endDate: group.end_date,
    quantityBooked: group.quantity_booked,
    maxQuantity: group.max_quantity,
    currentLevel: group.current_level,
    nextLevel: nextLevelAnswer(group.next_level),
  };
}

/** The shop listing as `Query.groups` answers it: its page, and the filter its facets are counted with when asked. */
export type GroupCardConnectionRow = RestConnection<GroupCardAnswer> & { facetFilter: RestGroupFacetsFilter };
