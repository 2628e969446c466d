// @database-agnostic: the price-level arithmetic is pure functions, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import { currentLevelIndex, levelPriceCents, nextLevelOf, type PriceLevel } from './price-level';

const levels: PriceLevel[] = [
  { quantity_level: 10, price_cents: 9000 },
  { quantity_level: 25, price_cents: 8500 },
  { quantity_level: 50, price_cents: 8000 },
];

describe('levelPriceCents', () => {
  test.each([
    [0, 9000, 'nothing booked counts as row 1'],
    [1, 9000, 'row 1 starts at 1'],
    [10, 9000, 'row 1 ends at L1'],
    [11, 8500, 'row 2 starts at L1 + 1'],
    [25, 8500, 'row 2 ends at L2'],
    [26, 8000, 'row 3 starts at L2 + 1'],
    [50, 8000, 'the top level'],
    [51, 8000, 'above the top level the last row applies'],
    [10_000, 8000, 'far above the top level'],
  ])('%i booked → %i cents (%s)', (booked, expected) => {
    expect(levelPriceCents(10_000, levels, booked)).toBe(expected);
  });

  test('levels are sorted by quantity_level, whatever order they come in', () => {
    const shuffled = [levels[2]!, levels[0]!, levels[1]!];
    expect(levelPriceCents(10_000, shuffled, 11)).toBe(8500);
    expect(levelPriceCents(10_000, shuffled, 3)).toBe(9000);
  });

  test('a group without levels sells at its list price', () => {
    expect(levelPriceCents(10_000, [], 0)).toBe(10_000);
    expect(levelPriceCents(10_000, [], 500)).toBe(10_000);
  });

  test('a single level covers every quantity', () => {
    const one = [{ quantity_level: 5, price_cents: 700 }];
    expect(levelPriceCents(1000, one, 0)).toBe(700);
    expect(levelPriceCents(1000, one, 6)).toBe(700);
  });
});

describe('nextLevelOf', () => {
  const rows = [
    { quantity_level: 10, price_cents: 900 },
    { quantity_level: 50, price_cents: 800 },
    { quantity_level: 100, price_cents: 700 },
  ];

  test('the row after the one holding the booked units, and the units until its price applies', () => {
    expect(nextLevelOf(rows, 0)).toEqual({ quantity_level: 50, price_cents: 800, units_needed: 11 });
    expect(nextLevelOf(rows, 10)).toEqual({ quantity_level: 50, price_cents: 800, units_needed: 1 });
    expect(nextLevelOf(rows, 11)).toEqual({ quantity_level: 100, price_cents: 700, units_needed: 40 });
    expect(nextLevelOf(rows, 50)).toEqual({ quantity_level: 100, price_cents: 700, units_needed: 1 });
  });

  test('none at the top row or without levels', () => {
    expect(nextLevelOf(rows, 51)).toBeNull();
    expect(nextLevelOf(rows, 500)).toBeNull();
    expect(nextLevelOf([], 3)).toBeNull();
    expect(currentLevelIndex([], 3)).toBe(0);
    expect(currentLevelIndex(rows, 51)).toBe(3);
  });
});
