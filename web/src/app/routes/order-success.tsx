import { Navigate } from 'react-router-dom';
import { OrderSuccessPage } from '../../features/checkout/order-success-page';
import { useIsLoggedIn } from '../../lib/session';

// /order-success — after a placed order; guests go to /login.
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <OrderSuccessPage />;
}
