import { moneyFromDollars, type MoneyAnswer } from './money';
import type { RestCategoryRef, RestGroupDetail, RestGroupDocument, RestSupplier } from './rest-types';

// A group read once into the fields of GraphQL's `Group`, `PriceLevel` and
// `NextPriceLevel`, for the reason rest/cart-answer.ts gives (graphql-jit reads a field
// without a resolver as a property). `Group.deliversToYou` keeps its resolver (it asks the
// API); `category`, `documents` and `supplier` stay the REST rows, whose resolvers the
// console's AdminGroup shares.

/** One row of the price table: from which quantity its price applies. */
export interface PriceLevelAnswer {
  fromQuantity: number;
  quantityLevel: number;
  unitPrice: MoneyAnswer;
}

/** The next cheaper level and the units still needed for it. */
export interface NextLevelAnswer {
  quantityLevel: number;
  unitPrice: MoneyAnswer;
  unitsNeeded: number;
}

/** A group as the schema answers it. */
export interface GroupAnswer {
  id: string;
  productName: string;
  description: string;
  price: MoneyAnswer;
  discountedPrice: MoneyAnswer;
  category: RestCategoryRef;
  endDate: string;
  quantityBooked: number;
  maxQuantity: number;
  unitsLeft: number;
  /** The REST value; the GroupStatus enum writes it as OPEN or CLOSED (resolvers/enum-values.ts). */
  status: RestGroupDetail['status'];
  images: string[];
  documents: RestGroupDocument[];
  levels: PriceLevelAnswer[];
  currentLevel: number;
  nextLevel: NextLevelAnswer | null;
  supplier: RestSupplier;
}

/** docs/product.md#pricing-and-money: row 1 starts at 1, each later row at the previous level plus 1. */
function priceTable(levels: RestGroupDetail['levels']): PriceLevelAnswer[] {
  return levels.map((level, index) => ({
    fromQuantity: index === 0 ? 1 : levels[index - 1]!.quantity_level + 1,
    quantityLevel: level.quantity_level,
    unitPrice: moneyFromDollars(level.discounted_price),
  }));
}

/** The REST next level (a group's or a listing card's); null at the top level or without levels. */
export function nextLevelAnswer(
  level: { quantity_level: number; discounted_price: number; units_needed: number } | null | undefined,
): NextLevelAnswer | null {
  return level
    ? {
        quantityLevel: level.quantity_level,
        unitPrice: moneyFromDollars(level.discounted_price),
        unitsNeeded: level.units_needed,
      }
    : null;
}

export function groupAnswer(group: RestGroupDetail): GroupAnswer {
  return {
    id: String(group.id),
    productName: group.product_name,
    description: group.description,
    price: moneyFromDollars(group.price),
    discountedPrice: moneyFromDollars(group.discounted_price),
    category: group.category,
    endDate: group.end_date,
    quantityBooked: group.quantity_booked,
    maxQuantity: group.max_quantity,
    unitsLeft: group.units_left,
    status: group.status,
    images: group.productImage.map((image) => image.imageUrl),
    documents: group.documentUrl,
    levels: priceTable(group.levels),
    currentLevel: group.current_level,
    nextLevel: nextLevelAnswer(group.next_level),
    supplier: group.supplier,
  };
}
