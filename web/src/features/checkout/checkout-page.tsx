import { Button } from 'antd';
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CheckoutAddressesDocument, CheckoutCartDocument, type CheckoutCartQuery } from '../../__generated__/graphql';
import { AddressPicker } from './address-picker';
import { OrderDetail } from './order-detail';
import { usePlaceOrder } from './use-place-order';
import './checkout.css';
import { LazyAlert, preloadAlert } from '../../components/lazy-alert';
import { LoadingState } from '../../components/loading-state';
import { loadFailureMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useLiveGroups } from '../../components/use-live-groups';

// docs/product.md#validation-rules ('Checkout'), verbatim.
export const NO_CARD_MESSAGE = 'Please Select or Add New Card';

export const EMPTY_CHECKOUT_TEXT = 'Your cart is empty, so there is nothing to check out.';

// A load that failed on the way (an HTTP 500, no connection) has no message for shoppers;
// the product rules give none, so this is the shop's own (docs/decisions.md "Checkout guards").
export const CHECKOUT_LOAD_FAILED = 'Your checkout could not be loaded. Please try again.';

// antd's fullscreen spinner shows only while an order is placed: its code is fetched when the
// shopper points at or focuses Place Order, at the latest with the click, not with the page
// (docs/decisions.md "Pages at 95"); so is antd's Alert, which the answer may need (the lines
// out of stock).
const loadPlacingOrder = () => import('./placing-order');
const PlacingOrder = lazy(loadPlacingOrder);
const preloadOrderFeedback = () => {
  void loadPlacingOrder().catch(() => undefined);
  preloadAlert();
};

interface CheckoutPageProps {
  // The saved-card picker (features/cards), composed by the route: features do not import
  // each other. It is given the chosen card id and the setter.
  renderCards: (cardId: string | null, onChange: (cardId: string) => void) => ReactNode;
  // Controls to add or edit the addresses (features/addresses), under the picker.
  renderAddressActions?: () => ReactNode;
  // True while those controls wait for their data: the page waits with them. Arriving after
  // the page, their two rows pushed the order detail and Place Order down on a phone.
  addressActionsLoading?: boolean;
  // The wallet buttons (express-checkout.tsx), composed by the route like the cards: given
  // the order's grand total and delivery address (docs/decisions.md "Wallets").
  renderExpressCheckout?: (order: { amount: string; addressId: string | null }) => ReactNode;
}

// /checkout: delivery address on the left; order detail, totals, cards and Place Order on
// the right (docs/product.md#screens). Loading until the profile and the cart have arrived (docs/product.md#screens),
// and the address buttons' data when the route gives them.
export function CheckoutPage({
  renderCards,
  renderAddressActions,
  addressActionsLoading = false,
  renderExpressCheckout,
}: CheckoutPageProps) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const addresses = useQuery(CheckoutAddressesDocument);
  const profile = addresses.data?.profile;
  const billingId = profile?.billingAddress?.id ?? null;
  // null: the billing address (pre-selected, docs/product.md#screens).
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const addressId = chosenAddressId ?? billingId;
  // The billing address's price is the 'default' cart the header shows too.
  const cartQuery = useQuery(CheckoutCartDocument, {
    variables: { addressId: addressId === billingId ? null : addressId },
  });
  // A group's level moving re-prices the order and the refund on units already held.
  useLiveGroups(cartQuery.data?.cart.lines.map((line) => line.groupId) ?? [], () => void cartQuery.refetch());
  // While another address re-prices, the last totals stay on screen.
  const cart = cartQuery.data?.cart ?? cartQuery.previousData?.cart;
  // What the page shows comes in a background render React slices: an answer reaches
  // Apollo's hooks through useSyncExternalStore, which renders at once and in one piece (the
  // whole page: one long task on a phone). The loading state stays until then (docs/decisions.md
  // "The main thread in pieces").
  const shownProfile = useDeferredValue(profile);
  const shownCart = useDeferredValue(cart);
  const shownActionsLoading = useDeferredValue(addressActionsLoading);
  const [cardId, setCardId] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  // Whether an order was placed from this page: the spinner then stays mounted, to fade out.
  const [placingShown, setPlacingShown] = useState(false);
  const [outOfStock, setOutOfStock] = useState<string[]>([]);
  // The cart being ordered, kept on screen while the order is placed and while it is held for
  // the bank's check (docs/decisions.md "3-D Secure at order time"): the order's answer
  // empties the cached cart before the order is placed, or released with its items back.
  const [ordered, setOrdered] = useState<CheckoutCartQuery['cart'] | null>(null);

  // A request that failed is said, with a way to try again, instead of loading forever.
  const failure = (!profile && addresses.error) || (!cart && cartQuery.error);
  if (failure) {
    return (
      <div className="checkout">
        <h1 className="checkout__heading">Checkout</h1>
        <LazyAlert
          type="error"
          showIcon
          title={loadFailureMessage(failure, CHECKOUT_LOAD_FAILED)}
          action={
            <Button
              onClick={() => {
                if (!profile) void addresses.refetch();
                if (!cart) void cartQuery.refetch();
              }}
            >
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  // The page's title shows at once; what it checks out comes with the data.
  const orderCart = ordered ?? shownCart;
  if (!shownProfile || !orderCart || shownActionsLoading) {
    return (
      <div className="checkout">
        <h1 className="checkout__heading">Checkout</h1>
        <LoadingState label="Loading checkout" size="page" />
      </div>
    );
  }
  // Nothing to order: no $0.00 table and no Place Order.
  if (orderCart.lines.length === 0) {
    return (
      <div className="checkout">
        <h1 className="checkout__heading">Checkout</h1>
        <p>{EMPTY_CHECKOUT_TEXT}</p>
        <Link to={paths.home}>Continue shopping</Link>
      </div>
    );
  }

  const submit = async () => {
    if (!cardId) return;
    setPlacing(true);
    setOutOfStock([]);
    setOrdered(orderCart);
    const outcome = await placeOrder(cardId, addressId);
    setPlacing(false);
    if (outcome.kind === 'placed') {
      // The state marks a real order: /order-success opened any other way goes home.
      void navigate(paths.orderSuccess, { state: { orderId: outcome.orderId } });
      return;
    }
    // Not placed: the cart (reloaded when a held order gave its items back) is shown again.
    // Still held: its cart stays, and Place Order opens the bank's check again.
    if (outcome.kind === 'failed') {
      setOrdered(null);
      setOutOfStock(outcome.outOfStock);
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="checkout">
      <h1 className="checkout__heading">Checkout</h1>
      <div className="checkout__columns">
        <div className="checkout__left">
          <AddressPicker addresses={shownProfile.addresses} value={addressId} onChange={setChosenAddressId} />
          {renderAddressActions?.()}
        </div>
        <div className="checkout__right">
          {outOfStock.length > 0 && (
            <LazyAlert
              className="checkout__alert"
              type="error"
              showIcon
              title={
                <ul className="checkout__out-of-stock">
                  {outOfStock.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              }
            />
          )}
          <OrderDetail cart={orderCart} />
          {renderCards(cardId, setCardId)}
          {renderExpressCheckout?.({ amount: orderCart.grandTotal.amount, addressId })}
          <div className="checkout__place">
            {cardId ? (
              <Button
                type="primary"
                size="large"
                onPointerEnter={preloadOrderFeedback}
                onFocus={preloadOrderFeedback}
                onClick={() => {
                  preloadOrderFeedback();
                  setPlacingShown(true);
                  void submit();
                }}
                disabled={placing}
              >
                Place Order
              </Button>
            ) : (
              <p className="checkout__no-card">{NO_CARD_MESSAGE}</p>
            )}
          </div>
        </div>
      </div>
      {placingShown && (
        <Suspense fallback={null}>
          <PlacingOrder spinning={placing} />
        </Suspense>
      )}
    </div>
  );
}
