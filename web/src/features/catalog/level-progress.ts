import { formatMoney, type MoneyAmount } from '../../lib/money';

// The card's progress toward the next price level (docs/product.md#what-a-buyer-sees).

export type LevelProgressFacts = {
  quantityBooked: number;
  currentLevel: number;
  nextLevel: { unitPrice: MoneyAmount; unitsNeeded: number } | null | undefined;
};

export type LevelProgress = {
  /** What the bar says in words. */
  text: string;
  /** Units booked of the units the next price needs (both from 0), so the bar is booked ÷ goal. */
  value: number;
  goal: number;
};

/**
 * '5 more units unlock $8.00' (one unit: '1 more unit unlocks $8.00'), the bar filled to
 * booked ÷ (booked + units still needed). At the top level the bar is full and says
 * 'Lowest price reached'; a group without levels has no progress (null).
 */
export function levelProgress({ quantityBooked, currentLevel, nextLevel }: LevelProgressFacts): LevelProgress | null {
  if (nextLevel) {
    const { unitsNeeded, unitPrice } = nextLevel;
    const text =
      unitsNeeded === 1
        ? `1 more unit unlocks ${formatMoney(unitPrice)}`
        : `${unitsNeeded} more units unlock ${formatMoney(unitPrice)}`;
    return { text, value: quantityBooked, goal: quantityBooked + unitsNeeded };
  }
  if (currentLevel === 0) return null;
  return { text: 'Lowest price reached', value: 1, goal: 1 };
}
