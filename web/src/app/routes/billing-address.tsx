import { Navigate } from 'react-router-dom';
import { BillingAddressPage } from '../../features/addresses/billing-address-page';
import { useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';

// /billingAddress — the billing address form; guests go to /login (docs/product.md#roles).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <BillingAddressPage />;
}
