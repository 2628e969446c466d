// The price-level editor's rules, the API's own (api/src/modules/group-authoring/group-authoring.service.ts),
// checked as the operator types so a group the API would refuse is never sent. Amounts
// are integer cents: the editor parses what is typed into cents once and compares those,
// and sends the `Decimal` text written from them (docs/graphql.md "Money").
import type { AdminPriceLevelInput } from '../../__generated__/graphql';
import { decimalFromCents } from '../../lib/money';

export const MAX_LEVELS = 20;

/** A level row as the editor holds it: what was typed, unparsed. */
export type LevelDraft = { quantity: string; price: string };

/** Dollars typed as "49.99" (at most two decimals) to cents; null when it is not an amount. */
export function centsFromDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const LEVEL_MESSAGES = {
  quantity: 'Enter a whole number of units above 0',
  quantityRising: 'Must be more units than the level above',
  quantityMax: 'Must not exceed the group’s maximum quantity',
  price: 'Enter a price in dollars, e.g. 44.99',
  priceBelowList: 'Must be below the list price',
  priceRising: 'Must not be above the level above',
  none: 'Add at least one price level',
  tooMany: `At most ${MAX_LEVELS} price levels`,
} as const;

export type LevelErrors = { quantity?: string; price?: string };

/**
 * Each row's problems, by the API's rules: quantities whole, strictly rising and at most
 * the maximum; prices below the list price and never rising. The list price and maximum
 * may still be blank (null): their rules wait until they are filled in.
 */
export function levelErrors(
  levels: readonly LevelDraft[],
  listPriceCents: number | null,
  maxQuantity: number | null,
): LevelErrors[] {
  return levels.map((level, index) => {
    const errors: LevelErrors = {};
    const quantity = /^\d{1,7}$/.test(level.quantity.trim()) ? Number(level.quantity) : null;
    const price = centsFromDollars(level.price);
    const previous = levels[index - 1];
    const previousQuantity = previous && /^\d{1,7}$/.test(previous.quantity.trim()) ? Number(previous.quantity) : null;
    const previousPrice = previous ? centsFromDollars(previous.price) : null;
    if (quantity === null || quantity < 1) errors.quantity = LEVEL_MESSAGES.quantity;
    else if (previousQuantity !== null && quantity <= previousQuantity) errors.quantity = LEVEL_MESSAGES.quantityRising;
    else if (maxQuantity !== null && quantity > maxQuantity) errors.quantity = LEVEL_MESSAGES.quantityMax;
    if (price === null) errors.price = LEVEL_MESSAGES.price;
    else if (listPriceCents !== null && price >= listPriceCents) errors.price = LEVEL_MESSAGES.priceBelowList;
    else if (previousPrice !== null && price > previousPrice) errors.price = LEVEL_MESSAGES.priceRising;
    return errors;
  });
}

/** The message for the list as a whole, or null. */
export function levelCountError(count: number): string | null {
  if (count === 0) return LEVEL_MESSAGES.none;
  if (count > MAX_LEVELS) return LEVEL_MESSAGES.tooMany;
  return null;
}

/** True when the rows pass every rule. */
export function levelsValid(
  levels: readonly LevelDraft[],
  listPriceCents: number | null,
  maxQuantity: number | null,
): boolean {
  return (
    levelCountError(levels.length) === null &&
    levelErrors(levels, listPriceCents, maxQuantity).every((errors) => !errors.quantity && !errors.price)
  );
}

/** The rows as the API takes them ("$44.9" is sent as "44.90"); call only when `levelsValid`. */
export function parsedLevels(levels: readonly LevelDraft[]): AdminPriceLevelInput[] {
  return levels.map((level) => ({
    quantity: Number(level.quantity),
    price: decimalFromCents(centsFromDollars(level.price) ?? 0),
  }));
}

/** A next row to add: beyond the last quantity, at the last price (so it is valid as soon as the quantity is). */
export function nextLevelDraft(levels: readonly LevelDraft[]): LevelDraft {
  const last = levels[levels.length - 1];
  return { quantity: '', price: last?.price ?? '' };
}
