// What the plain proxy answers for each operation the gateway benchmark measures: the
// REST answer renamed field by field into the GraphQL answer's shape, with the gateway's
// own money conversion, so both send the same JSON (the benchmark checks they are equal
// before it measures). No GraphQL parsing, validation or execution.
import type { CartView } from '../api/src/modules/cart/cart-view';
import type { GroupPage } from '../api/src/modules/catalog/catalog-view';
import type { GroupDetail } from '../api/src/modules/catalog/group-detail-view';
import { lineMoney, moneyFromDollars, moneyOrNull, type MoneyAnswer } from '../gateway/src/rest/money';

const status = (value: string) => (value === 'Closed' ? 'CLOSED' : 'OPEN');
/** Money as the shop's documents ask it (with `__typename`, as Apollo Client adds it). */
const money = (answer: MoneyAnswer | null) => answer && { ...answer, __typename: 'Money' };

/** The benchmark's listing query (no `__typename`): `groups { pageInfo edges { cursor node } }`. */
export function listingAnswer(page: GroupPage) {
  const edges = page.groups.map(({ cursor, path, group }) => ({
    cursor,
    node: {
      id: String(group.id),
      productName: group.product_name,
      price: moneyFromDollars(group.price),
      discountedPrice: moneyFromDollars(group.discounted_price),
      imageUrl: path,
      status: status(group.status),
      endDate: group.end_date,
      quantityBooked: group.quantity_booked,
    },
  }));
  const pageInfo = { hasNextPage: page.has_next_page, endCursor: page.end_cursor };
  return { data: { groups: { pageInfo, edges } } };
}

/** The group page's `Group` query (web/src/features/group-detail/group.graphql) for a signed-in shopper. */
export function groupAnswer(group: GroupDetail, deliversToYou: boolean | null) {
  const levels = group.levels.map((level, index) => ({
    fromQuantity: index === 0 ? 1 : group.levels[index - 1]!.quantity_level + 1,
    quantityLevel: level.quantity_level,
    unitPrice: money(moneyFromDollars(level.discounted_price)),
    __typename: 'PriceLevel',
  }));
  const next = group.next_level;
  return {
    data: {
      group: {
        id: String(group.id),
        currentLevel: group.current_level,
        discountedPrice: money(moneyFromDollars(group.discounted_price)),
        productName: group.product_name,
        description: group.description,
        price: money(moneyFromDollars(group.price)),
        category: {
          id: String(group.category.category_id),
          name: group.category.category_name,
          __typename: 'CategoryRef',
        },
        endDate: group.end_date,
        quantityBooked: group.quantity_booked,
        unitsLeft: group.units_left,
        status: status(group.status),
        deliversToYou,
        documents: group.documentUrl.map((document) => ({
          url: document.path,
          fileName: document.file_name,
          __typename: 'GroupDocument',
        })),
        images: group.productImage.map((image) => image.imageUrl),
        levels,
        nextLevel: next && {
          quantityLevel: next.quantity_level,
          unitPrice: money(moneyFromDollars(next.discounted_price)),
          unitsNeeded: next.units_needed,
          __typename: 'NextPriceLevel',
        },
        __typename: 'Group',
      },
    },
  };
}

/** The cart page's `CartPage` query (web/src/features/cart/cart-page.graphql), priced for the billing address. */
export function cartAnswer(cart: CartView) {
  const lines = cart.line_item_list.map((line) => ({
    id: `${line.cart_item_id}@default`,
    groupId: String(line.group.id),
    cartItemId: String(line.cart_item_id),
    productName: line.group.name,
    productImage: line.group.product_image,
    quantity: line.qty,
    unitPrice: money(moneyFromDollars(line.price)),
    lineTotal: money(lineMoney(line.price, line.qty)),
    tax: money(moneyFromDollars(line.tax_price)),
    shipping: money(moneyFromDollars(line.shipping)),
    platformFee: money(moneyFromDollars(line.platform_fee)),
    total: money(lineMoney(line.price, line.qty, line.tax_price, line.shipping, line.platform_fee)),
    heldQuantity: line.held?.quantity ?? 0,
    heldRefundAtClose: money(moneyOrNull(line.held?.refund_at_close)),
    __typename: 'CartLine',
  }));
  return {
    data: {
      cart: {
        id: 'default',
        lines,
        total: money(moneyFromDollars(cart.total)),
        totalTax: money(moneyFromDollars(cart.total_tax)),
        totalShipping: money(moneyFromDollars(cart.total_shipping)),
        totalPlatformFee: money(moneyFromDollars(cart.total_platform_fee)),
        grandTotal: money(moneyFromDollars(cart.grand_total)),
        __typename: 'Cart',
      },
    },
  };
}
