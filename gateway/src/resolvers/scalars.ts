import { DateTimeResolver, EmailAddressResolver, NonNegativeIntResolver, PositiveIntResolver } from 'graphql-scalars';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { centsFromDecimal, DECIMAL_OUTPUT, decimalFromCents } from '../rest/money';

const FIVE_DIGITS = /^\d{5}$/;

function parseZip(value: unknown): string {
  if (typeof value === 'string' && FIVE_DIGITS.test(value)) return value;
  throw new GraphQLError('A ZIP code must be exactly 5 digits.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * US ZIP codes only: graphql-scalars' PostalCode accepts every country's formats, but the
 * shop serves the US and the API wants exactly five digits.
 */
const PostalCodeResolver = new GraphQLScalarType({
  name: 'PostalCode',
  description: 'A US ZIP code of exactly five digits.',
  serialize: (value) => String(value),
  parseValue: parseZip,
  parseLiteral: (ast) => parseZip(ast.kind === Kind.STRING ? ast.value : undefined),
});

const decimalProblem = (value: unknown) =>
  `Decimal must be an amount as text${typeof value === 'number' ? ' (a string, not a number)' : ''}: digits with at most two decimals, e.g. "19.99", at most 13 digits before the point.`;

/**
 * A `Decimal` input, strict: a JSON string (a number would already be a float), digits
 * with at most two decimals. Answered in its canonical form, so "3" and "3.5" reach the
 * resolvers as "3.00" and "3.50". A bad variable is BAD_USER_INPUT, which graphql-js
 * prefixes with the variable and the field (`at "filter.maxPrice"`).
 */
function parseDecimal(value: unknown): string {
  const cents = typeof value === 'string' ? centsFromDecimal(value) : null;
  if (cents !== null) return decimalFromCents(cents);
  throw new GraphQLError(decimalProblem(value), { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * A literal written in the query is judged while the query is validated: a plain Error,
 * so graphql-js says which value it was and where (`Expected value of type "Decimal",
 * found "1.234"; …` at its line and column; GRAPHQL_VALIDATION_FAILED, HTTP 400).
 */
function parseDecimalLiteral(ast: ValueNode): string {
  const value =
    ast.kind === Kind.STRING ? ast.value : ast.kind === Kind.FLOAT || ast.kind === Kind.INT ? Number(ast.value) : null;
  const cents = typeof value === 'string' ? centsFromDecimal(value) : null;
  if (cents === null) throw new Error(decimalProblem(value));
  return decimalFromCents(cents);
}

/**
 * Money amounts (docs/graphql.md "Money"), never floats. An answer is always exactly two
 * decimals as rest/money.ts writes it; anything else reaching here is the gateway's own bug
 * and fails the field rather than sending a rounded number.
 */
const DecimalResolver = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal amount as a string with two decimals, e.g. "19.99".',
  serialize(value) {
    if (typeof value === 'string' && DECIMAL_OUTPUT.test(value)) return value;
    throw new GraphQLError(`Decimal answers must be text with two decimals, got ${String(value)}`);
  },
  parseValue: parseDecimal,
  parseLiteral: parseDecimalLiteral,
});

/**
 * graphql-scalars' integer scalars, refusing a fraction instead of truncating it
 * (`quantity: 2.9` must not add 2 units): whole numbers only, as JSON and as literals.
 */
function wholeNumbersOnly(base: GraphQLScalarType): GraphQLScalarType {
  const refuseFraction = (value: unknown) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && !Number.isInteger(number)) {
      throw new GraphQLError(`${base.name} must be a whole number, got ${String(value)}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  };
  return new GraphQLScalarType({
    ...base.toConfig(),
    parseValue(value) {
      refuseFraction(value);
      return base.parseValue(value);
    },
    parseLiteral(ast, variables) {
      if (ast.kind === Kind.FLOAT) refuseFraction(Number(ast.value));
      return base.parseLiteral(ast, variables);
    },
  });
}

/** How many answered date-times are remembered; past it the memory starts again. */
const DATE_TIMES_KEPT = 10_000;

/**
 * graphql-scalars' DateTime, answering text: its `serialize` parses a date-time string
 * into a `Date` on every field (a regular expression and a calendar check), and the
 * answer's JSON then writes that `Date` back out with `toISOString`, about 2 µs a field,
 * a listing's 12 end dates a tenth of the operation (docs/decisions.md "The executed
 * path"). The API answers the same few strings again and again, so each is checked and
 * written once, and the same text is answered, which is what the `Date` became in JSON.
 * Anything but a string (a `Date`, a number) goes through graphql-scalars as before;
 * inputs are graphql-scalars' own.
 */
function answeredAsText(base: GraphQLScalarType): GraphQLScalarType {
  const texts = new Map<string, string>();
  return new GraphQLScalarType({
    ...base.toConfig(),
    serialize(value) {
      if (typeof value !== 'string') return base.serialize(value);
      let text = texts.get(value);
      if (text === undefined) {
        text = (base.serialize(value) as Date).toISOString();
        if (texts.size >= DATE_TIMES_KEPT) texts.clear();
        texts.set(value, text);
      }
      return text;
    },
  });
}

export const scalarResolvers = {
  DateTime: answeredAsText(DateTimeResolver),
  Decimal: DecimalResolver,
  EmailAddress: EmailAddressResolver,
  NonNegativeInt: wholeNumbersOnly(NonNegativeIntResolver),
  PositiveInt: wholeNumbersOnly(PositiveIntResolver),
  PostalCode: PostalCodeResolver,
};
