import { GraphQLError } from 'graphql';

// Every money conversion of the gateway, each through integer cents (docs/graphql.md "Money"):
// the REST API answers dollars (numbers with two decimals) or, for the console's figures,
// cents; GraphQL answers `Money` whose amount is a `Decimal` string, and takes `Decimal`
// strings as input. Dollars become cents once (Math.round(dollars × 100)), sums and products
// are done on those, and the decimal text is written from and read into the integer by its
// digits, never through a float: 0.10 + 0.20 answers "0.30", 19.99 × 3 answers "59.97".

/** GraphQL's `Money` as the resolvers answer it (the generated type's shape). */
export type MoneyAnswer = { amount: string; currencyCode: 'USD' };

/** A `Decimal` as the Decimal scalar takes it: digits, at most two decimals, at most 13 digits before the point. */
const DECIMAL_INPUT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
/** A `Decimal` as the gateway answers it: exactly two decimals. */
export const DECIMAL_OUTPUT = /^-?\d+\.\d{2}$/;

/** REST dollars (19.99) to cents (1999). */
export const centsFromDollars = (dollars: number): number => Math.round(dollars * 100);

/** 5999 → "59.99", 30 → "0.30", -410 → "-4.10": exactly two decimals, written from the integer's digits. */
export function decimalFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Money must be a whole number of cents, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "59.99", "59.9", "59" or "-4.10" to cents, read from the digits; null when the text is no `Decimal`. */
export function centsFromDecimal(text: string): number | null {
  const match = DECIMAL_INPUT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

export const moneyFromCents = (cents: number): MoneyAnswer => ({
  amount: decimalFromCents(cents),
  currencyCode: 'USD',
});

export const moneyFromDollars = (dollars: number): MoneyAnswer => moneyFromCents(centsFromDollars(dollars));

/** For a nullable `Money` field: null (an amount not known yet) stays null. */
export const moneyOrNull = (dollars: number | null | undefined): MoneyAnswer | null =>
  dollars == null ? null : moneyFromDollars(dollars);

/** `unitPrice × quantity + extras…` from REST dollars, exact to the cent. */
export function lineMoney(unitPrice: number, quantity: number, ...extras: number[]): MoneyAnswer {
  const extraCents = extras.reduce((sum, extra) => sum + centsFromDollars(extra), 0);
  return moneyFromCents(centsFromDollars(unitPrice) * quantity + extraCents);
}

/**
 * A money input as the REST contract's dollars. The Decimal scalar has checked its form;
 * a negative amount is no price, filter or shipping, so it is refused here naming the
 * field (`path`, e.g. "input.levels[1].price") before any upstream call.
 */
export function dollarsFromDecimal(decimal: string, path: string): number {
  const cents = centsFromDecimal(decimal);
  if (cents === null) throw badMoney(`${path} must be an amount such as "19.99"`);
  if (cents < 0) throw badMoney(`${path} must not be negative`);
  // The REST API takes dollars: the nearest double to a two-decimal amount, which it reads
  // back into the same cents.
  return cents / 100;
}

const badMoney = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
