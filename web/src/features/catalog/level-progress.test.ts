import { usd } from '../../test/money';
import { levelProgress } from './level-progress';

describe('levelProgress', () => {
  test('names the units still needed and the price they unlock; the bar is booked of booked + needed', () => {
    expect(
      levelProgress({ quantityBooked: 45, currentLevel: 2, nextLevel: { unitsNeeded: 6, unitPrice: usd('1234.50') } }),
    ).toEqual({ text: '6 more units unlock $1,234.50', value: 45, goal: 51 });
  });

  test('one unit is singular', () => {
    expect(
      levelProgress({ quantityBooked: 10, currentLevel: 1, nextLevel: { unitsNeeded: 1, unitPrice: usd('8.00') } })
        ?.text,
    ).toBe('1 more unit unlocks $8.00');
  });

  test('a full bar at the top level; no progress without levels', () => {
    expect(levelProgress({ quantityBooked: 120, currentLevel: 3, nextLevel: null })).toEqual({
      text: 'Lowest price reached',
      value: 1,
      goal: 1,
    });
    expect(levelProgress({ quantityBooked: 4, currentLevel: 0, nextLevel: null })).toBeNull();
  });
});
