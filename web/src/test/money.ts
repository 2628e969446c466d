// A `Money` as the gateway answers it (docs/graphql.md "Money"), for mocks: usd('52.99').
export const usd = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'USD' as const });
