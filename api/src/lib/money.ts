/** Integer cents (all storage and arithmetic) to the dollars a REST answer carries. */
export function dollarsFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from a client (filters, forms) to integer cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
