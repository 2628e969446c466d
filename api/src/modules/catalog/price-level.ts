/** One row of a group's price table: buying up to quantity_level units costs price_cents each. */
export type PriceLevel = { quantity_level: number; price_cents: number };

/**
 * The unit price (cents) when `quantity` units are booked on a group (docs/product.md#pricing-and-money).
 * Levels sorted by quantity_level: row 1 covers 1..L1, row k covers L(k-1)+1..Lk,
 * above the top level the last row applies; 0 booked counts as row 1.
 * A group without levels sells at its list price.
 */
export function levelPriceCents(listPriceCents: number, levels: readonly PriceLevel[], quantity: number): number {
  if (levels.length === 0) return listPriceCents;
  const sorted = [...levels].sort((a, b) => a.quantity_level - b.quantity_level);
  const wanted = Math.max(quantity, 1);
  const row = sorted.find((level) => wanted <= level.quantity_level) ?? sorted[sorted.length - 1];
  return row ? row.price_cents : listPriceCents;
}
