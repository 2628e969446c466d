import { useApolloClient, useMutation } from '@apollo/client/react';
import type { Stripe } from '@stripe/stripe-js';
import { ExpressCheckoutCompletePaymentDocument, ExpressCheckoutPlaceOrderDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { outOfStockOf, reloadCarts, statusOf } from './order-answers';

export type WalletOrderOutcome =
  /** Placed and charged. */
  | { kind: 'placed'; orderId: string }
  /** Nothing ordered: the out-of-stock messages, one per line, when that was why. */
  | { kind: 'failed'; outOfStock: string[] }
  /** Held for the bank's check, not confirmed yet: paying with the wallet again answers the same order. */
  | { kind: 'held' };

/**
 * Places the cart as an order paid by a wallet's one-time PaymentMethod, handled exactly
 * like a card's order (docs/decisions.md "Wallets", "3-D Secure at order time"): placed;
 * refused with the server's message (out-of-stock lines listed); or held because the
 * card's bank asks for 3-D Secure, when Stripe.js runs the bank's check
 * (`handleNextAction`) and the API is then asked how the payment ended: placed, released
 * (402, its items back in the cart) or not confirmed yet (409, still held).
 *
 * Each wallet payment is a new PaymentMethod, so each gets its own idempotency key; a
 * payment retried while its order is held answers that held order (the cart is empty).
 */
export function useWalletOrder() {
  const message = useMessage();
  const client = useApolloClient();
  const [place] = useMutation(ExpressCheckoutPlaceOrderDocument);
  const [complete] = useMutation(ExpressCheckoutCompletePaymentDocument);

  async function completeHeld(stripe: Stripe, orderId: string, clientSecret: string): Promise<WalletOrderOutcome> {
    try {
      await stripe.handleNextAction({ clientSecret });
    } catch {
      // Stripe.js's own answer is not used: the API asks Stripe how the payment ended.
    }
    try {
      const { data } = await complete({ variables: { orderId } });
      return { kind: 'placed', orderId: data?.completeOrderPayment.orderId ?? orderId };
    } catch (error) {
      void message.error(errorMessage(error));
      // Anything but a release (402: its items are back in the cart) leaves the order held.
      if (statusOf(error) !== 402) return { kind: 'held' };
      await reloadCarts(client).catch(() => undefined);
      return { kind: 'failed', outOfStock: [] };
    }
  }

  return async function payWithWallet(
    stripe: Stripe,
    paymentMethod: string,
    addressId: string | null,
  ): Promise<WalletOrderOutcome> {
    let answer;
    try {
      const { data } = await place({
        variables: { input: { paymentMethod, addressId, idempotencyKey: crypto.randomUUID() } },
      });
      answer = data?.placeOrder;
    } catch (error) {
      void message.error(errorMessage(error));
      return { kind: 'failed', outOfStock: outOfStockOf(error) };
    }
    if (!answer) return { kind: 'failed', outOfStock: [] };
    if (answer.paymentAuthentication) {
      return completeHeld(stripe, answer.orderId, answer.paymentAuthentication.clientSecret);
    }
    return { kind: 'placed', orderId: answer.orderId };
  };
}
