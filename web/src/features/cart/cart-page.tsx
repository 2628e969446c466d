import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CartPageDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { CartTable } from './cart-table';
import './cart.css';
import { LazyAlert } from '../../components/lazy-alert';
import { LazyEmpty } from '../../components/lazy-empty';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../lib/paths';
import { useLiveGroups } from '../../components/use-live-groups';

export const EMPTY_CART_TEXT = 'Your cart is empty';

// /cart (docs/product.md#screens 'Cart'): the line table with its totals, or 'Your cart is empty'. The cart
// comes from the normalized cache the header shares; mutations keep it current.
export function CartPage() {
  const { data, error, loading, refetch } = useQuery(CartPageDocument);
  const cart = data?.cart;
  // Another buyer's order moves a group's level: the unit prices and the refund on units
  // already held change with it, so the cart is read again.
  useLiveGroups(cart?.lines.map((line) => line.groupId) ?? [], () => void refetch());

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-page__title">
        My Cart
      </h1>
      {!cart && loading && <LoadingState label="Loading cart" />}
      {/* docs/product.md#messages: a cart that fails to load shows the error. */}
      {!cart && error && <LazyAlert type="error" showIcon title={errorMessage(error, 'Could not load your cart')} />}
      {cart && cart.lines.length === 0 && (
        <LazyEmpty className="cart-page__empty" description={EMPTY_CART_TEXT}>
          <Link to={paths.home}>
            <Button type="primary">continue shopping</Button>
          </Link>
        </LazyEmpty>
      )}
      {cart && cart.lines.length > 0 && <CartTable cart={cart} />}
    </section>
  );
}
