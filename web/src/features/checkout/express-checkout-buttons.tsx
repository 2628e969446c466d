import { useApolloClient } from '@apollo/client/react';
import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeElementsOptions,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../lib/message';
import { paths } from '../../lib/paths';
import { stripeFor } from '../../lib/payments/stripe';
import { reloadCarts } from './order-answers';
import { useWalletOrder } from './use-wallet-order';
import './express-checkout.css';

export interface ExpressCheckoutButtonsProps {
  publishableKey: string;
  /** What the order costs now, in cents: what the wallet's sheet shows. */
  amountCents: number;
  /** The delivery address chosen on the page (null: the billing address). */
  addressId: string | null;
}

const ELEMENT_OPTIONS: StripeExpressCheckoutElementOptions = {
  buttonType: { applePay: 'buy', googlePay: 'buy' },
  buttonHeight: 44,
};

/**
 * Whether the Element will show any wallet button (Apple Pay, Google Pay, Link, …): the
 * ready event says it with booleans, the availability change event with `{ available }`;
 * both say undefined when none will show.
 */
function anyAvailable(methods: Record<string, boolean | { available: boolean } | undefined> | undefined): boolean {
  return Object.values(methods ?? {}).some((value) => (typeof value === 'boolean' ? value : Boolean(value?.available)));
}

// The wallets (Apple Pay, Google Pay, Link) through Stripe's Express Checkout Element
// (docs/decisions.md "Wallets"). Lazy-loaded: only a shop with a Stripe key downloads it
// and Stripe.js. Elements run in payment mode with the order's amount ("finalize payments
// on the server"): the wallet's sheet approves the payment, Stripe.js makes a one-time
// PaymentMethod of it, and the order is placed with it as a card's order is. Nothing shows
// until the Element says a wallet is offered on this browser, and nothing at all when none
// is or Stripe.js cannot load: no dead button.
export default function ExpressCheckoutButtons({
  publishableKey,
  amountCents,
  addressId,
}: ExpressCheckoutButtonsProps) {
  // undefined while Stripe.js loads, null when it could not.
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((loaded) => {
      if (current) setStripe(loaded);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);
  // Card-only, as every PaymentIntent the shop makes (Apple Pay's, Google Pay's and Link's
  // payments are cards); `manual` lets createPaymentMethod read the Elements. A new amount
  // (another delivery address re-prices the cart) updates the Elements.
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'payment',
      amount: amountCents,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      allowedPaymentMethodTypes: ['card'],
      locale: 'en',
    }),
    [amountCents],
  );

  if (!stripe) return null;
  return (
    <Elements stripe={stripe} options={options}>
      <WalletButtons addressId={addressId} />
    </Elements>
  );
}

function WalletButtons({ addressId }: { addressId: string | null }) {
  const stripe = useStripe();
  const elements = useElements();
  const payWithWallet = useWalletOrder();
  const message = useMessage();
  const client = useApolloClient();
  const navigate = useNavigate();
  // undefined until the Element is ready: hidden meanwhile, then shown only with a wallet.
  const [available, setAvailable] = useState<boolean | undefined>(undefined);
  const [placing, setPlacing] = useState(false);
  const [outOfStock, setOutOfStock] = useState<string[]>([]);

  // The shopper approved the payment in the wallet's sheet.
  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) {
      event.paymentFailed();
      return;
    }
    const failed = (text?: string) => {
      event.paymentFailed({ reason: 'fail' });
      if (text) void message.error(text);
    };
    setPlacing(true);
    setOutOfStock([]);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return failed(submitted.error.message);
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error) return failed(created.error.message);
      const outcome = await payWithWallet(stripe, created.paymentMethod.id, addressId);
      if (outcome.kind === 'placed') {
        // The state marks a real order: /order-success opened any other way goes home.
        void navigate(paths.orderSuccess, { state: { orderId: outcome.orderId } });
        void reloadCarts(client).catch(() => undefined);
        return;
      }
      // The server's message is shown already.
      failed();
      if (outcome.kind === 'failed') setOutOfStock(outcome.outOfStock);
    } finally {
      setPlacing(false);
    }
  }

  return (
    <section className="express-checkout" aria-label="Express checkout" hidden={available === false}>
      {available && <p className="express-checkout__title">Or pay with your wallet</p>}
      {outOfStock.length > 0 && (
        <Alert
          className="express-checkout__alert"
          type="error"
          showIcon
          title={
            <ul className="checkout__out-of-stock">
              {outOfStock.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <div className={available ? undefined : 'express-checkout__waiting'}>
        <ExpressCheckoutElement
          options={ELEMENT_OPTIONS}
          onReady={(event) => setAvailable(anyAvailable(event.availablePaymentMethods))}
          onAvailablePaymentMethodsChange={(event) => setAvailable(anyAvailable(event.paymentMethods))}
          onConfirm={(event) => void confirm(event)}
        />
      </div>
      <Spin fullscreen spinning={placing} description="Placing your order" />
    </section>
  );
}
