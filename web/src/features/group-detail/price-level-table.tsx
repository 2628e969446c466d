import type { PriceLevelTable_GroupFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../lib/money';
import { currentLevelIndex, levelRangeLabel } from './price-levels';

interface PriceLevelTableProps {
  group: PriceLevelTable_GroupFragment;
}

// The group's price levels with the row holding the units booked so far highlighted
// (docs/product.md#pricing-and-money), and what the next level would bring.
export function PriceLevelTable({ group }: PriceLevelTableProps) {
  const { levels, quantityBooked, status } = group;
  const current = currentLevelIndex(levels, quantityBooked);
  // A closed group's booked units no longer change: its row is the one reached, final.
  const closed = status !== 'OPEN';

  if (levels.length === 0) return null;

  return (
    <section className="price-levels" aria-labelledby="price-levels-title">
      <h2 id="price-levels-title" className="group-detail__subtitle">
        Price levels
      </h2>
      <table className="price-levels__table">
        <thead>
          <tr>
            <th scope="col">Total quantity</th>
            <th scope="col">Unit price</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level, index) => {
            const isCurrent = index === current;
            return (
              <tr
                key={level.fromQuantity}
                className={isCurrent ? 'price-levels__row price-levels__row--current' : 'price-levels__row'}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <td>
                  {levelRangeLabel(level, index === levels.length - 1)}
                  {isCurrent && <span className="price-levels__badge">{closed ? 'Reached' : 'Current'}</span>}
                </td>
                <td>{formatMoney(level.unitPrice)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="price-levels__next" role="status">
        {closedOrNext(group, current)}
      </p>
    </section>
  );
}

// Under the table: what the next level brings while the group is open; for a closed group
// the level its buyers reached (never 'Best price reached' for a group that stopped short).
function closedOrNext(group: PriceLevelTable_GroupFragment, current: number): string {
  const { levels, quantityBooked, nextLevel, status } = group;
  if (status !== 'OPEN') {
    const reached = levels[current];
    const units = `${quantityBooked} ${quantityBooked === 1 ? 'unit' : 'units'} booked`;
    return reached
      ? `Closed with ${units}: level ${current + 1} of ${levels.length}, ${formatMoney(reached.unitPrice)} per unit`
      : `Closed with ${units}`;
  }
  if (nextLevel) {
    return `${nextLevel.unitsNeeded} more ${nextLevel.unitsNeeded === 1 ? 'unit unlocks' : 'units unlock'} ${formatMoney(nextLevel.unitPrice)} per unit`;
  }
  return 'Best price reached';
}
