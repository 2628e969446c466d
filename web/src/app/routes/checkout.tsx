import { Navigate } from 'react-router-dom';
import { AddressBookActions } from '../../features/addresses/address-book-actions';
import { preloadAddressBook } from '../../features/addresses/preload-address-book';
import { useAddressBook } from '../../features/addresses/use-address-book';
import { CardPicker } from '../../features/cards/card-picker';
import { preloadCards } from '../../features/cards/preload-cards';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { ExpressCheckout } from '../../features/checkout/express-checkout';
import { preloadCheckout } from '../../features/checkout/preload-checkout';
import { PaymentSettingsDocument } from '../../__generated__/graphql';
import { preloadQuery } from '../../lib/preload-query';
import { getToken, useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';
import { apolloClient } from '../apollo';

// The checkout's data, the saved cards and the address book (the address buttons) are asked
// for as soon as this code is in, before the page renders (a guest is sent to /login by the
// page; the gateway refuses their calls).
export function loader() {
  if (getToken()) {
    preloadCheckout(apolloClient);
    preloadCards(apolloClient);
    preloadAddressBook(apolloClient);
    // Whether the wallet buttons may show (a Stripe key): asked beside the page's data.
    preloadQuery(apolloClient, { query: PaymentSettingsDocument });
  }
  return null;
}

// /checkout — composes the checkout (features/checkout) with the saved-card picker
// (features/cards), the wallet buttons and the address modals (features/addresses); guests
// go to /login (docs/product.md#routes).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <SignedInCheckout />;
}

function SignedInCheckout() {
  // The address book is asked for apart from the checkout's own data (the early request
  // cannot hold both: they share the `profile` root field); the page shows with its buttons.
  const addressBook = useAddressBook();
  return (
    <CheckoutPage
      renderCards={(cardId, onChange) => <CardPicker value={cardId} onChange={onChange} />}
      renderAddressActions={() => <AddressBookActions />}
      addressActionsLoading={addressBook.loading}
      renderExpressCheckout={(order) => <ExpressCheckout {...order} />}
    />
  );
}
