import { Alert, Button, Empty } from 'antd';
import { Link } from 'react-router-dom';
import { useCartPageQuery } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { CartTable } from './cart-table';
import './cart.css';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../lib/paths';

export const EMPTY_CART_TEXT = 'Your cart is empty';

// /cart (docs/product.md#screens 'Cart'): the line table with its totals, or 'Your cart is empty'. The cart
// comes from the normalized cache the header shares; mutations keep it current.
export function CartPage() {
  const { data, error, loading } = useCartPageQuery();
  const cart = data?.cart;

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-page__title">
        My Cart
      </h1>
      {!cart && loading && <LoadingState label="Loading cart" />}
      {/* docs/product.md#messages: a cart that fails to load shows the error. */}
      {!cart && error && <Alert type="error" showIcon title={errorMessage(error, 'Could not load your cart')} />}
      {cart && cart.lines.length === 0 && (
        <Empty className="cart-page__empty" description={EMPTY_CART_TEXT}>
          <Link to={paths.home}>
            <Button type="primary">continue shopping</Button>
          </Link>
        </Empty>
      )}
      {cart && cart.lines.length > 0 && <CartTable cart={cart} />}
    </section>
  );
}
