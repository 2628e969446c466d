import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CreateShippingAddressDocument, type AddressForm_AddressFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { toAddressInput, type AddressFormValues } from './address-values';
import { storeShippingZipCode } from './shipping-zip';
import { useMessage } from '../../lib/message';

type AddressList = ReadonlyArray<Reference>;

// A new address joins the cached address lists (Query.addresses and the profile's, which
// the checkout's picker reads), so they show it with no refetch.
function appendAddress(cache: ApolloCache, address: AddressForm_AddressFragment): void {
  const id = cache.identify({ __typename: 'Address', id: address.id });
  if (!id) return;
  const append = (list: AddressList, toReference: (id: string) => Reference | undefined): AddressList => {
    const ref = toReference(id);
    return !ref || list.some((item) => item.__ref === id) ? list : [...list, ref];
  };
  let profileId: string | undefined;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      addresses: (list: AddressList, { toReference }) => append(list, (ref) => toReference(ref)),
      profile: (profile: Reference) => {
        profileId = profile?.__ref;
        return profile;
      },
    },
  });
  if (profileId) {
    cache.modify({
      id: profileId,
      fields: { addresses: (list: AddressList, { toReference }) => append(list, (ref) => toReference(ref)) },
    });
  }
}

// Creates the shipping address (there is one at most). Toasts the server's message and
// keeps the new ZIP as the session's shipping ZIP; answers the saved address, or null
// after a failure (its message is shown).
export function useCreateShippingAddress() {
  const message = useMessage();
  const [mutate] = useMutation(CreateShippingAddressDocument, {
    update(cache, { data }) {
      if (data) appendAddress(cache, data.createShippingAddress.address);
    },
  });

  return async function createShippingAddress(values: AddressFormValues): Promise<AddressForm_AddressFragment | null> {
    try {
      const { data } = await mutate({ variables: { input: toAddressInput(values) } });
      const answer = data?.createShippingAddress;
      if (!answer) return null;
      storeShippingZipCode(answer.address.zipCode);
      void message.success(answer.message);
      return answer.address;
    } catch (error) {
      void message.error(errorMessage(error));
      return null;
    }
  };
}
