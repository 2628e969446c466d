import { useMutation } from '@apollo/client/react';
import { AddToCartDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { MAX_CART_QUANTITY, TOO_MANY_UNITS } from './cart-quantity';
import { useMessage } from '../../lib/message';

// Adds units of a group to the cart. The answer carries the whole cart (id 'default'), which
// the normalized cache writes over the cart the header shows: the count follows at once,
// with no refetch. Success and failure both show the server's message (docs/product.md#messages);
// a quantity over the limit is said in the shop's words and not sent.
export function useAddToCart() {
  const message = useMessage();
  const [mutate, { loading }] = useMutation(AddToCartDocument);

  async function addToCart(groupId: string, quantity: number): Promise<boolean> {
    if (quantity > MAX_CART_QUANTITY) {
      void message.error(TOO_MANY_UNITS);
      return false;
    }
    try {
      const { data } = await mutate({ variables: { groupId, quantity } });
      void message.success(data?.addToCart.message);
      return true;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
  }

  return { addToCart, adding: loading };
}
