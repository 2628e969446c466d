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

/**
 * The 1-based row of the sorted levels holding `booked` (docs/product.md#pricing-and-money: 0 counts as row 1,
 * above the top level the last row applies); 0 when the group has no levels.
 */
export function currentLevelIndex(sorted: readonly PriceLevel[], booked: number): number {
  if (sorted.length === 0) return 0;
  const wanted = Math.max(booked, 1);
  const index = sorted.findIndex((level) => wanted <= level.quantity_level);
  return index === -1 ? sorted.length : index + 1;
}

/** The next cheaper row after the one holding `booked`, and the units still to book until its price applies. */
export type NextLevel = { quantity_level: number; price_cents: number; units_needed: number };

/**
 * The row after the current one (null at the top row or without levels). Its price applies
 * from L(current) + 1 booked units, so `units_needed` = L(current) + 1 − booked
 * (docs/decisions.md, "units_needed"). `sorted` must be sorted by quantity_level.
 */
export function nextLevelOf(sorted: readonly PriceLevel[], booked: number): NextLevel | null {
  const current = currentLevelIndex(sorted, booked);
  const currentRow = sorted[current - 1];
  const next = sorted[current];
  if (!currentRow || !next) return null;
  return {
    quantity_level: next.quantity_level,
    price_cents: next.price_cents,
    units_needed: currentRow.quantity_level + 1 - booked,
  };
}
