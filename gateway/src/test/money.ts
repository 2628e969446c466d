// Money as a client reads it (docs/graphql.md "Money"), for tests: `Money` fields select
// `{ amount currencyCode }`, the amount is exact text, and a test that adds amounts does it
// in integer cents, as a client should.

/** The selection of a `Money` field. */
export const MONEY = '{ amount currencyCode }';

export type Money = { amount: string; currencyCode: 'USD' };

/** The `Money` a client receives for this amount text, e.g. usd('52.99'). */
export const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });

/** A `Money` amount in cents, read from its digits: "52.99" → 5299. */
export function centsOf(money: Money): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(money.amount);
  if (!match) throw new Error(`not a two-decimal amount: ${JSON.stringify(money.amount)}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}
