import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { UpdateAddressDocument, type AddressForm_AddressFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { toAddressUpdateInput, type AddressFormValues } from './address-values';
import { storeShippingZipCode } from './shipping-zip';
import { useMessage } from '../../lib/message';

// The carts priced for an address (docs/decisions.md 'Cart ids'): the billing address's
// is 'default', any other's 'address-<id>'.
function cartIdsFor(address: AddressForm_AddressFragment): string[] {
  const own = `address-${address.id}`;
  return address.type === 'BILLING' ? ['default', own] : [own];
}

// Tax follows the delivery state: a cart priced for the old state is wrong now, so it is
// dropped and whoever shows it asks again. Other edits leave the prices as they were.
function dropCartsPricedFor(cache: ApolloCache, address: AddressForm_AddressFragment): void {
  for (const id of cartIdsFor(address)) cache.evict({ id: cache.identify({ __typename: 'Cart', id }) });
  cache.gc();
}

// Saves the billing or the shipping address. The answer carries every field of the
// address, so its normalized entry (the checkout's picker, the forms) changes with no
// refetch. Toasts the server's message; answers the saved address, or null after a
// failure (its message is shown).
export function useUpdateAddress() {
  const message = useMessage();
  const [mutate] = useMutation(UpdateAddressDocument);

  return async function updateAddress(
    previous: AddressForm_AddressFragment,
    values: AddressFormValues,
  ): Promise<AddressForm_AddressFragment | null> {
    try {
      const { data } = await mutate({
        variables: { input: toAddressUpdateInput(previous.id, previous.type, values) },
        update(cache, { data: answer }) {
          const saved = answer?.updateAddress.address;
          if (saved && saved.state !== previous.state) dropCartsPricedFor(cache, saved);
        },
      });
      const answer = data?.updateAddress;
      if (!answer) return null;
      if (answer.address.type === 'SHIPPING') storeShippingZipCode(answer.address.zipCode);
      void message.success(answer.message);
      return answer.address;
    } catch (error) {
      void message.error(errorMessage(error));
      return null;
    }
  };
}
