import { Navigate } from 'react-router-dom';
import { ShippingAddressPage } from '../../features/addresses/shipping-address-page';
import { useIsLoggedIn } from '../../lib/session';

// /shippingAdress (the spec's spelling) and /shippingAddress — the shipping address form;
// guests go to /login (spec §6).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <ShippingAddressPage />;
}
