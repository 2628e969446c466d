// Money arrives as the schema's `Money`: an exact `Decimal` amount as text ("1234.50") and
// its currency (docs/graphql.md "Money"). It is shown, added and compared through integer
// cents read from the text's digits, never through a float: 0.10 + 0.20 is 30 cents, and
// "$1,234.50" is written from 123450 with en-US grouping.

/** A `Money` as an operation selects it (`{ amount currencyCode }`). */
export type MoneyAmount = { amount: string };

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "52.99" → 5299, "-4.1" → -410; throws on text that is no amount (the API never sends one). */
export function centsFromDecimal(text: string): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

/** A `Money`'s amount in cents. */
export const centsOf = (money: MoneyAmount): number => centsFromDecimal(money.amount);

/** 5299 → "52.99": the `Decimal` text a money input sends. */
export function decimalFromCents(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Cents as the shop shows money: US dollars, two decimals, en-US grouping: 123450 → "$1,234.50", -410 → "-$4.10". */
export function formatCents(cents: number): string {
  const [whole, fraction] = decimalFromCents(Math.abs(cents)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** A `Money` as the shop shows it: "$52.99". */
export const formatMoney = (money: MoneyAmount): string => formatCents(centsOf(money));
