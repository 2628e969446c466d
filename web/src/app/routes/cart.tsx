import { Navigate } from 'react-router-dom';
import { CartPage } from '../../features/cart/cart-page';
import { preloadCart } from '../../features/cart/preload-cart';
import { getToken, useIsLoggedIn } from '../../lib/session';
import { paths } from '../../lib/paths';
import { apolloClient } from '../apollo';

// The cart is asked for as soon as this code is in, before the page renders (a guest is
// sent to /login by the page).
export function loader() {
  if (getToken()) preloadCart(apolloClient);
  return null;
}

// /cart — the shopper's cart; a guest goes to /login (docs/product.md#routes).
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <CartPage />;
}
