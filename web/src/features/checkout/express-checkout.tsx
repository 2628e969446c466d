import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { PaymentSettingsDocument } from '../../__generated__/graphql';
import { centsFromDecimal } from '../../lib/money';

// Only a shop with a Stripe key downloads the wallet buttons (and Stripe.js).
const ExpressCheckoutButtons = lazy(() => import('./express-checkout-buttons'));

export interface ExpressCheckoutProps {
  /** The order's grand total as the checkout shows it (decimal text, e.g. "230.00"). */
  amount: string;
  /** The delivery address chosen on the page (null: the billing address). */
  addressId: string | null;
}

// Apple Pay, Google Pay and Link on checkout where the browser offers one
// (docs/decisions.md "Wallets"): with Stripe only (the sandbox has no wallets), asked of the
// API's payment settings (cached: the card dialog asks the same), and nothing for a free
// order. The buttons show themselves only once Stripe says a wallet is offered.
export function ExpressCheckout({ amount, addressId }: ExpressCheckoutProps) {
  const settings = useQuery(PaymentSettingsDocument).data?.paymentSettings;
  const amountCents = centsFromDecimal(amount);
  if (settings?.provider !== 'STRIPE' || !settings.publishableKey || amountCents <= 0) return null;
  return (
    <Suspense fallback={null}>
      <ExpressCheckoutButtons
        publishableKey={settings.publishableKey}
        amountCents={amountCents}
        addressId={addressId}
      />
    </Suspense>
  );
}
