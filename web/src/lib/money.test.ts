import { centsFromDecimal, centsOf, decimalFromCents, formatCents, formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['1234.50', '$1,234.50'],
    ['0.00', '$0.00'],
    ['0.30', '$0.30'],
    ['52.99', '$52.99'],
    ['1000000.00', '$1,000,000.00'],
    ['7.10', '$7.10'],
    ['-4.10', '-$4.10'],
  ])('shows %p as %s', (amount, text) => {
    expect(formatMoney({ amount })).toBe(text);
  });
});

describe('money in cents, read from the decimal text', () => {
  it('adds 0.10 and 0.20 to exactly 30 cents, shown as $0.30', () => {
    const cents = centsOf({ amount: '0.10' }) + centsOf({ amount: '0.20' });
    expect(cents).toBe(30);
    expect(formatCents(cents)).toBe('$0.30');
  });

  it.each([
    ['19.99', 1999],
    ['3', 300],
    ['3.5', 350],
    ['-0.05', -5],
    ['90071992547409.91', 9007199254740991],
  ])('reads %p as %p cents', (text, cents) => {
    expect(centsFromDecimal(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1e3', ' 3'])('refuses %p', (text) => {
    expect(() => centsFromDecimal(text)).toThrow('Not a money amount');
  });

  it.each([
    [5299, '52.99'],
    [30, '0.30'],
    [0, '0.00'],
    [-410, '-4.10'],
  ])('writes %p cents as the Decimal %p', (cents, text) => {
    expect(decimalFromCents(cents)).toBe(text);
  });
});
