import { useMutation } from '@apollo/client/react';
import { RemoveCartLineDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

export const REMOVED_MESSAGE = 'Successfully removed an item from your cart.';

// Removes a cart line. The answer is the reloaded cart (docs/product.md#screens 'Removing an item reloads
// the cart'), written over the cached one, so the table, totals and header follow.
export function useRemoveCartLine() {
  const message = useMessage();
  const [mutate] = useMutation(RemoveCartLineDocument);

  return async function removeCartLine(cartItemId: string): Promise<boolean> {
    try {
      await mutate({ variables: { cartItemId } });
      void message.success(REMOVED_MESSAGE);
      return true;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
  };
}
