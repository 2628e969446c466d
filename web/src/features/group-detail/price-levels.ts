interface LevelRange {
  fromQuantity: number;
  quantityLevel: number;
}

// The row to highlight (docs/product.md#pricing-and-money, docs/product.md#pricing-and-money): the level whose range holds the units
// booked so far, 0 counting as the first row; above the top level, the last row. -1 when
// the group has no levels. Levels arrive sorted by quantity.
export function currentLevelIndex(levels: readonly LevelRange[], quantityBooked: number): number {
  if (levels.length === 0) return -1;
  const index = levels.findIndex((level) => quantityBooked <= level.quantityLevel);
  return index === -1 ? levels.length - 1 : index;
}

// A row's quantity range: '1 - 10', '11 - 50'; the top row, which also applies above its
// level, reads '51+'.
export function levelRangeLabel(level: LevelRange, isLast: boolean): string {
  return isLast ? `${level.fromQuantity}+` : `${level.fromQuantity} - ${level.quantityLevel}`;
}
