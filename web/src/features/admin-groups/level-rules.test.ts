import {
  centsFromDollars,
  LEVEL_MESSAGES,
  levelCountError,
  levelErrors,
  levelsValid,
  parsedLevels,
} from './level-rules';

const rows = (...pairs: [string, string][]) => pairs.map(([quantity, price]) => ({ quantity, price }));

test('dollars typed become exact cents; anything else is not an amount', () => {
  expect(centsFromDollars('49.99')).toBe(4999);
  expect(centsFromDollars('$0.1')).toBe(10);
  expect(centsFromDollars('1,000')).toBeNull();
  expect(centsFromDollars('4.999')).toBeNull();
  expect(centsFromDollars('-1')).toBeNull();
  expect(centsFromDollars('')).toBeNull();
});

test('three rising levels below the list price pass', () => {
  const levels = rows(['50', '44.99'], ['150', '39.99'], ['300', '39.99']);
  expect(levelErrors(levels, 4999, 300)).toEqual([{}, {}, {}]);
  expect(levelsValid(levels, 4999, 300)).toBe(true);
  expect(parsedLevels(levels)).toEqual([
    { quantity: 50, price: '44.99' },
    { quantity: 150, price: '39.99' },
    { quantity: 300, price: '39.99' },
  ]);
});

test('a price typed as "$44.9" is sent as the Decimal "44.90"', () => {
  expect(parsedLevels(rows(['10', '$44.9']))).toEqual([{ quantity: 10, price: '44.90' }]);
});

test('quantities must rise and stay within the maximum', () => {
  const errors = levelErrors(rows(['50', '40'], ['50', '39'], ['400', '38']), 4999, 300);
  expect(errors[1]!.quantity).toBe(LEVEL_MESSAGES.quantityRising);
  expect(errors[2]!.quantity).toBe(LEVEL_MESSAGES.quantityMax);
  expect(levelErrors(rows(['0', '40']), 4999, 300)[0]!.quantity).toBe(LEVEL_MESSAGES.quantity);
  expect(levelErrors(rows(['2.5', '40']), 4999, 300)[0]!.quantity).toBe(LEVEL_MESSAGES.quantity);
});

test('prices must be below the list price and never rise', () => {
  const errors = levelErrors(rows(['10', '49.99'], ['20', '30'], ['30', '30.01']), 4999, null);
  expect(errors[0]!.price).toBe(LEVEL_MESSAGES.priceBelowList);
  expect(errors[1]!.price).toBeUndefined();
  expect(errors[2]!.price).toBe(LEVEL_MESSAGES.priceRising);
  expect(levelErrors(rows(['10', 'abc']), 4999, null)[0]!.price).toBe(LEVEL_MESSAGES.price);
});

test('a blank list price or maximum waits: only the rows’ own rules apply', () => {
  expect(levelErrors(rows(['10', '99'], ['5000', '98']), null, null)).toEqual([{}, {}]);
});

test('one to twenty levels', () => {
  expect(levelCountError(0)).toBe(LEVEL_MESSAGES.none);
  expect(levelCountError(20)).toBeNull();
  expect(levelCountError(21)).toBe(LEVEL_MESSAGES.tooMany);
  const many = Array.from({ length: 21 }, (_, i) => ({ quantity: String(i + 1), price: '1' }));
  expect(levelsValid(many, 4999, 100)).toBe(false);
});
