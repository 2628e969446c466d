// The API answers dollars with two decimals; sums and products are done in integer cents
// so 19.99 × 3 is 59.97, not 59.969999999999995.
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const dollarsFromCents = (cents: number): number => cents / 100;

/** `unitPrice × quantity + extras…`, exact to the cent. */
export function lineAmount(unitPrice: number, quantity: number, ...extras: number[]): number {
  return dollarsFromCents(toCents(unitPrice) * quantity + extras.reduce((sum, extra) => sum + toCents(extra), 0));
}
