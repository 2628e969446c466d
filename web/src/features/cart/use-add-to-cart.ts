import { App } from 'antd';
import { useAddToCartMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';

// Adds units of a group to the cart. The answer carries the whole cart (id 'default'), which
// the normalized cache writes over the cart the header shows: the count follows at once,
// with no refetch. Success and failure both show the server's message (spec §8).
export function useAddToCart() {
  const { message } = App.useApp();
  const [mutate, { loading }] = useAddToCartMutation();

  async function addToCart(groupId: string, quantity: number): Promise<boolean> {
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
