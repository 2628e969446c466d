import { DateTimeResolver, EmailAddressResolver, NonNegativeIntResolver, PositiveIntResolver } from 'graphql-scalars';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

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

export const scalarResolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  NonNegativeInt: wholeNumbersOnly(NonNegativeIntResolver),
  PositiveInt: wholeNumbersOnly(PositiveIntResolver),
  PostalCode: PostalCodeResolver,
};
