import { Navigate } from 'react-router-dom';
import { BillingAddressPage } from '../../features/addresses/billing-address-page';
import { useIsLoggedIn } from '../../lib/session';

// /billingAddress — the billing address form; guests go to /login (spec §6).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <BillingAddressPage />;
}
