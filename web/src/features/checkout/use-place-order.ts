import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { PlaceOrderDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

interface PlaceOrderOutcome {
  ok: boolean;
  /** The new order's id when it was placed. */
  orderId?: string;
  // The out-of-stock messages of a failed order (one per line), else empty.
  outOfStock: string[];
}

function outOfStockOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const list = error.errors[0]?.extensions?.outOfStock;
  return Array.isArray(list) ? list.map(String) : [];
}

// Places the order. The idempotency key is made once and kept until an order succeeds:
// a retry after a lost answer can never charge twice, and a failed attempt stores no key
// on the server, so the same key may be retried with another card. The answer's emptied
// cart replaces the cached one. A failure shows the server's message (docs/product.md#messages).
export function usePlaceOrder() {
  const message = useMessage();
  const [mutate] = useMutation(PlaceOrderDocument);
  const key = useRef<string | null>(null);

  return async function placeOrder(cardId: string, addressId: string | null): Promise<PlaceOrderOutcome> {
    key.current ??= crypto.randomUUID();
    try {
      const { data } = await mutate({ variables: { input: { cardId, addressId, idempotencyKey: key.current } } });
      key.current = null;
      return { ok: true, orderId: data?.placeOrder.orderId, outOfStock: [] };
    } catch (error) {
      void message.error(errorMessage(error));
      return { ok: false, outOfStock: outOfStockOf(error) };
    }
  };
}
