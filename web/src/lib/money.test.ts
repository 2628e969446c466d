import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [19.999, '$20.00'],
    [1000000, '$1,000,000.00'],
    [7.1, '$7.10'],
  ])('formats %p as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
