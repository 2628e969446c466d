import type { ApolloClient } from '@apollo/client';
import { useRef } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CompleteOrderPaymentDocument, PaymentSettingsDocument, PlaceOrderDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { outOfStockOf, reloadCarts, statusOf } from './order-answers';

// Stripe.js comes from js.stripe.com; without it (offline, blocked) the bank's check cannot
// open. The order stays held, so Place Order can try again.
export const AUTHENTICATION_UNAVAILABLE_MESSAGE =
  "Your bank's check could not be opened. Check your connection and try again.";

export type PlaceOrderOutcome =
  /** Placed and charged. */
  | { kind: 'placed'; orderId: string }
  /** Nothing ordered: the cart is the shopper's (the out-of-stock messages, one per line, when that was why). */
  | { kind: 'failed'; outOfStock: string[] }
  /** Held for the bank's check, not confirmed yet: Place Order again opens the check again. */
  | { kind: 'held' };

/**
 * Runs the bank's check (3-D Secure) of a held order's PaymentIntent in Stripe.js.
 * Answers false when Stripe.js could not be had. Stripe.js's own answer is not used: the
 * API asks Stripe how the payment ended (completeOrderPayment), which also covers an intent
 * that left `requires_action` before this ran (handleNextAction then throws).
 */
async function runBankCheck(client: ApolloClient, clientSecret: string): Promise<boolean> {
  let key: string | null | undefined;
  try {
    // The same question the card dialog asks: usually answered from the cache.
    key = (await client.query({ query: PaymentSettingsDocument })).data?.paymentSettings.publishableKey;
  } catch {
    return false;
  }
  if (!key) return false;
  const publishableKey = key;
  // Stripe.js's loader comes with the first held order, not with the checkout's first load.
  const stripe = await import('../../lib/payments/stripe').then(
    ({ stripeFor }) => stripeFor(publishableKey),
    () => null,
  );
  if (!stripe) return false;
  try {
    await stripe.handleNextAction({ clientSecret });
  } catch {
    // See above: the API's answer decides.
  }
  return true;
}

// Places the order. The idempotency key is made once and kept until an order succeeds:
// a retry after a lost answer can never charge twice, and a failed attempt stores no key
// on the server, so the same key may be retried with another card. The answer's emptied
// cart replaces the cached one. A failure shows the server's message (docs/product.md#messages).
//
// When the card's bank asks the shopper to confirm the payment (3-D Secure), the order is
// held (docs/decisions.md "3-D Secure at order time"): Stripe.js runs the bank's check, then
// completeOrderPayment places the order, or refuses in the API's words. Refused because the
// check failed or the hold ran out (402), the order was released and its items are back in
// the cart, which is reloaded; its key is dropped, since a replay of it answers that refusal.
// Refused while the bank has not confirmed (409), the order stays held and keeps its key:
// Place Order again answers the same held order, and its check opens again.
export function usePlaceOrder() {
  const message = useMessage();
  const client = useApolloClient();
  const [mutate] = useMutation(PlaceOrderDocument);
  const [complete] = useMutation(CompleteOrderPaymentDocument);
  const key = useRef<string | null>(null);

  async function completeHeld(orderId: string, clientSecret: string): Promise<PlaceOrderOutcome> {
    const checked = await runBankCheck(client, clientSecret);
    try {
      const { data } = await complete({ variables: { orderId } });
      key.current = null;
      return { kind: 'placed', orderId: data?.completeOrderPayment.orderId ?? orderId };
    } catch (error) {
      const status = statusOf(error);
      if (status === 402) {
        key.current = null;
        void message.error(errorMessage(error));
        await reloadCarts(client).catch(() => undefined);
        return { kind: 'failed', outOfStock: [] };
      }
      void message.error(status === 409 && !checked ? AUTHENTICATION_UNAVAILABLE_MESSAGE : errorMessage(error));
      return { kind: 'held' };
    }
  }

  return async function placeOrder(cardId: string, addressId: string | null): Promise<PlaceOrderOutcome> {
    key.current ??= crypto.randomUUID();
    let answer;
    try {
      const { data } = await mutate({ variables: { input: { cardId, addressId, idempotencyKey: key.current } } });
      answer = data?.placeOrder;
    } catch (error) {
      void message.error(errorMessage(error));
      return { kind: 'failed', outOfStock: outOfStockOf(error) };
    }
    if (answer?.paymentAuthentication) return completeHeld(answer.orderId, answer.paymentAuthentication.clientSecret);
    key.current = null;
    return { kind: 'placed', orderId: answer?.orderId ?? '' };
  };
}
