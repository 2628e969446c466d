import { Navigate } from 'react-router-dom';
import { OrderSuccessPage } from '../../features/checkout/order-success-page';
import { useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';

// /order-success — after a placed order; guests go to /login.
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <OrderSuccessPage />;
}
