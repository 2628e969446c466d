import { Navigate } from 'react-router-dom';
import { CartPage } from '../../features/cart/cart-page';
import { useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';

// /cart — the shopper's cart; a guest goes to /login (docs/product.md#routes).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <CartPage />;
}
