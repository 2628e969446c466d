import { Navigate } from 'react-router-dom';
import { CartPage } from '../../features/cart/cart-page';
import { useIsLoggedIn } from '../../lib/session';

// /cart — the shopper's cart; a guest goes to /login (spec §2).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <CartPage />;
}
