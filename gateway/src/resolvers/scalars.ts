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

export const scalarResolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  NonNegativeInt: NonNegativeIntResolver,
  PositiveInt: PositiveIntResolver,
  PostalCode: PostalCodeResolver,
};
