import { lineMoney, moneyFromDollars, moneyOrNull, type MoneyAnswer } from './money';
import type { RestCart, RestCartLine } from './rest-types';

// The REST cart read once into the fields of GraphQL's `Cart` and `CartLine`. graphql-jit
// reads a field that has no resolver as a plain property of its parent, where a resolver
// per field made it build, for every line and field, a resolve info, a path and three
// closures: about a fifth of what the gateway allocated per cart view (docs/decisions.md
// "The executed path"). Only `CartLine.group`, which loads the group, keeps a resolver.

/** A cart line as the schema answers it, plus the group's id its `group` resolver loads. */
export interface CartLineAnswer {
  /** `<cartItemId>@<cart id>`: the same line priced for another address is another line. */
  id: string;
  cartItemId: string;
  quantity: number;
  unitPrice: MoneyAnswer;
  lineTotal: MoneyAnswer;
  shipping: MoneyAnswer;
  tax: MoneyAnswer;
  platformFee: MoneyAnswer;
  total: MoneyAnswer;
  groupId: string;
  productName: string;
  productImage: RestCartLine['group']['product_image'];
  heldQuantity: number;
  heldRefundAtClose: MoneyAnswer | null;
}

/** A cart as the schema answers it. */
export interface CartAnswer {
  /** 'default' (priced for the billing address) or `address-<id>`. */
  id: string;
  lines: CartLineAnswer[];
  lineCount: number;
  total: MoneyAnswer;
  totalTax: MoneyAnswer;
  totalShipping: MoneyAnswer;
  totalPlatformFee: MoneyAnswer;
  grandTotal: MoneyAnswer;
}

function cartLineAnswer(line: RestCartLine, cartId: string): CartLineAnswer {
  return {
    id: `${line.cart_item_id}@${cartId}`,
    cartItemId: String(line.cart_item_id),
    quantity: line.qty,
    unitPrice: moneyFromDollars(line.price),
    lineTotal: lineMoney(line.price, line.qty),
    shipping: moneyFromDollars(line.shipping),
    tax: moneyFromDollars(line.tax_price),
    platformFee: moneyFromDollars(line.platform_fee),
    total: lineMoney(line.price, line.qty, line.tax_price, line.shipping, line.platform_fee),
    groupId: String(line.group.id),
    productName: line.group.name,
    productImage: line.group.product_image,
    heldQuantity: line.held?.quantity ?? 0,
    heldRefundAtClose: moneyOrNull(line.held?.refund_at_close),
  };
}

/** The REST cart priced for the address `cartId` names. */
export function cartAnswer(cart: RestCart, cartId: string): CartAnswer {
  return {
    id: cartId,
    lines: cart.line_item_list.map((line) => cartLineAnswer(line, cartId)),
    lineCount: cart.line_item_list.length,
    total: moneyFromDollars(cart.total),
    totalTax: moneyFromDollars(cart.total_tax),
    totalShipping: moneyFromDollars(cart.total_shipping),
    totalPlatformFee: moneyFromDollars(cart.total_platform_fee),
    grandTotal: moneyFromDollars(cart.grand_total),
  };
}

/** The cart a placed order leaves: an order takes every line of it. */
export const EMPTY_CART: CartAnswer = cartAnswer(
  { line_item_list: [], total: 0, total_tax: 0, total_shipping: 0, total_platform_fee: 0, grand_total: 0 },
  'default',
);
