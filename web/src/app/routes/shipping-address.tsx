import { Navigate } from 'react-router-dom';
import { ShippingAddressPage } from '../../features/addresses/shipping-address-page';
import { useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';

// /shippingAdress (the historical spelling) and /shippingAddress — the shipping address form;
// guests go to /login (docs/product.md#roles).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <ShippingAddressPage />;
}
