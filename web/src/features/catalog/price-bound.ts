import { decimalFromCents, formatCents } from '../../lib/money';

// The price filter's bounds are slider positions and URL numbers in dollars (`?min=10`),
// not amounts the API answered: each becomes cents once, rounded to the cent, and from
// there the `Decimal` text the filter sends (docs/graphql.md "Money") and the text shown.
// A number typed into the URL may be beyond what a `Decimal` holds (13 digits before the
// point): it is held at that top, which the API refuses as out of range, as before.
const MAX_BOUND_CENTS = 999_999_999_999_999;
const centsOfBound = (dollars: number): number => Math.min(Math.round(dollars * 100), MAX_BOUND_CENTS);

/** 10 → "10.00", as `GroupFilter.minPrice`/`maxPrice` take it. */
export const priceBoundDecimal = (dollars: number): string => decimalFromCents(centsOfBound(dollars));

/** 5000 → "$5,000.00", as the panel and the slider say it. */
export const formatPriceBound = (dollars: number): string => formatCents(centsOfBound(dollars));
