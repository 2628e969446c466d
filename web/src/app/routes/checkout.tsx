import { Navigate } from 'react-router-dom';
import { AddressBookActions } from '../../features/addresses/address-book-actions';
import { CardPicker } from '../../features/cards/card-picker';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';

// /checkout — composes the checkout (features/checkout) with the saved-card picker
// (features/cards) and the address modals (features/addresses); guests go to /login (docs/product.md#routes).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return (
    <CheckoutPage
      renderCards={(cardId, onChange) => <CardPicker value={cardId} onChange={onChange} />}
      renderAddressActions={() => <AddressBookActions />}
    />
  );
}
