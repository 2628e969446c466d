import { useQuery } from '@apollo/client/react';
import { AddressBookDocument } from '../../__generated__/graphql';

// The customer's billing and shipping addresses (the shipping one is null until created).
export function useAddressBook() {
  const query = useQuery(AddressBookDocument);
  const profile = query.data?.profile;
  return {
    loading: query.loading && !profile,
    error: profile ? undefined : query.error,
    billing: profile?.billingAddress ?? null,
    shipping: profile?.addresses.find((address) => address.type === 'SHIPPING') ?? null,
  };
}
