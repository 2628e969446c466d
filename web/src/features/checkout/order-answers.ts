import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

// What placing an order (by card or by wallet) reads from a refusal, and what it does to the
// cached carts afterwards: one home for both hooks (use-place-order.ts, use-wallet-order.ts).

function firstError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The out-of-stock messages of a refused order, one per line (none when that was not why). */
export function outOfStockOf(error: unknown): string[] {
  const list = firstError(error)?.extensions?.outOfStock;
  return Array.isArray(list) ? list.map(String) : [];
}

/** The API's status behind a refusal (the gateway passes it in `extensions.status`). */
export function statusOf(error: unknown): number | undefined {
  const status = firstError(error)?.extensions?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Every cached cart asked again (checkout's, the header's): a placed order emptied the
 * cart and a released one gave its items back. Evicting the root field alone would not
 * do: a cart without an address reads the 'default' entity (app/apollo-cache.ts).
 */
export async function reloadCarts(client: ApolloClient): Promise<void> {
  await client.refetchQueries({
    updateCache(cache) {
      cache.evict({ fieldName: 'cart' });
      cache.evict({ id: cache.identify({ __typename: 'Cart', id: 'default' }) });
      cache.gc();
    },
  });
}
