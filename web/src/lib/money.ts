// Money is US dollars with exactly two decimals and en-US grouping: $1,234.50.
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  return dollars.format(amount);
}
