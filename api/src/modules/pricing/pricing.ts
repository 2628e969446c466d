import { levelPriceCents, type PriceLevel } from '../catalog/price-level';

// Pure money arithmetic in integer cents (docs/product.md#pricing-and-money). Rounding is half up, once per
// line and per amount, so a line's figures never depend on the other lines.

/** What pricing needs of a group: its list price, levels, stock booked and shipping. */
export type PricedGroup = {
  price_cents: number;
  quantity_booked: number;
  /** Per unit, whole dollars. */
  shipping_cents: number;
  levels: readonly PriceLevel[];
};

export type LinePrice = {
  /** Unit price: the level price at quantity_booked + qty. */
  price_cents: number;
  goods_cents: number;
  tax_cents: number;
  shipping_cents: number;
  platform_fee_cents: number;
  total_cents: number;
};

export type Totals = {
  goods_cents: number;
  tax_cents: number;
  shipping_cents: number;
  platform_fee_cents: number;
  grand_total_cents: number;
};

/**
 * `amount × numerator / denominator` rounded half up, in integers only: a float rate
 * such as 0.0625 × 1234 can land just below .5 and round the wrong way.
 */
function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/** Tax at a rate in basis points (possibly with a half basis point, e.g. 687.5). */
export function taxCents(goodsCents: number, rateBp: number): number {
  return mulDivHalfUp(goodsCents, Math.round(rateBp * 10), 100_000);
}

/** The platform fee at a fractional rate (0.02 = 2 %), kept exact to a millionth. */
export function platformFeeCents(goodsCents: number, feeRate: number): number {
  return mulDivHalfUp(goodsCents, Math.round(feeRate * 1_000_000), 1_000_000);
}

export function priceLine(
  group: PricedGroup,
  qty: number,
  rates: { taxRateBp: number; platformFeeRate: number },
): LinePrice {
  const price = levelPriceCents(group.price_cents, group.levels, group.quantity_booked + qty);
  const goods = price * qty;
  const tax = taxCents(goods, rates.taxRateBp);
  const shipping = group.shipping_cents * qty;
  const fee = platformFeeCents(goods, rates.platformFeeRate);
  return {
    price_cents: price,
    goods_cents: goods,
    tax_cents: tax,
    shipping_cents: shipping,
    platform_fee_cents: fee,
    total_cents: goods + tax + shipping + fee,
  };
}

export function sumLines(lines: readonly LinePrice[]): Totals {
  const totals: Totals = {
    goods_cents: 0,
    tax_cents: 0,
    shipping_cents: 0,
    platform_fee_cents: 0,
    grand_total_cents: 0,
  };
  for (const line of lines) {
    totals.goods_cents += line.goods_cents;
    totals.tax_cents += line.tax_cents;
    totals.shipping_cents += line.shipping_cents;
    totals.platform_fee_cents += line.platform_fee_cents;
    totals.grand_total_cents += line.total_cents;
  }
  return totals;
}
