import type { AdminGroupFieldsFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../lib/money';

// How the table and a group's page say a group's figures.

/** "Level 2 of 3 · $39.99", or the list price for a group without levels. */
export function currentLevelText(
  group: Pick<AdminGroupFieldsFragment, 'currentLevel' | 'levels' | 'currentPrice'>,
): string {
  const price = formatMoney(group.currentPrice);
  return group.levels.length === 0
    ? `List price · ${price}`
    : `Level ${group.currentLevel} of ${group.levels.length} · ${price}`;
}

/** "Dallas, TX 75204 · 40 mi" */
export function areaText(group: Pick<AdminGroupFieldsFragment, 'supplier' | 'radiusMiles'>): string {
  return `${group.supplier.city}, ${group.supplier.state} ${group.supplier.zipCode} · ${group.radiusMiles} mi`;
}
