import { useMutation } from '@apollo/client/react';
import { UpdateCartLineDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { MAX_CART_QUANTITY, TOO_MANY_UNITS } from './cart-quantity';
import { useMessage } from '../../lib/message';

// docs/product.md#messages: the server's message shows about a second after a quantity change is answered,
// and only then is the row unlocked.
export const UPDATE_MESSAGE_DELAY_MS = 1000;

interface CartLineChange {
  cartItemId: string;
  groupId: string;
  quantity: number;
}

// Sets a cart line's quantity. The answer (the whole cart) updates the cache at once; the
// returned promise settles after the delayed toast, when the caller unlocks the row. It
// resolves to whether the change was accepted.
export function useUpdateCartLine() {
  const message = useMessage();
  const [mutate] = useMutation(UpdateCartLineDocument);

  return async function updateCartLine(change: CartLineChange): Promise<boolean> {
    let outcome: { ok: boolean; text: string };
    if (change.quantity > MAX_CART_QUANTITY) {
      outcome = { ok: false, text: TOO_MANY_UNITS };
    } else {
      try {
        const { data } = await mutate({ variables: change });
        outcome = { ok: true, text: data?.updateCartLine.message ?? '' };
      } catch (error) {
        outcome = { ok: false, text: errorMessage(error) };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, UPDATE_MESSAGE_DELAY_MS));
    if (outcome.ok) void message.success(outcome.text);
    else void message.error(outcome.text);
    return outcome.ok;
  };
}
