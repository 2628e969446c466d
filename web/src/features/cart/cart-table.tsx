import { HeldRefund } from '../../components/held-refund';
import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartLineRow_LineFragment, CartTable_CartFragment } from '../../__generated__/graphql';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';
import { useMediaQuery } from '../../lib/use-media-query';
import { cutText } from '../../lib/text';
import { CartQuantityInput } from './cart-quantity-input';
import { useRemoveCartLine } from './use-remove-cart-line';
import { useUpdateCartLine } from './use-update-cart-line';
import { paths, productPath } from '../../lib/paths';

// docs/product.md#constants-and-limits: product names are cut at 90 characters in the cart.
const CART_NAME_MAX = 90;

// On a phone each line is a card (image, name and remove on top, then labelled price,
// quantity and totals): the wide table scrolled sideways at 375 px and hid the quantity
// and remove controls.
const NARROW = '(max-width: 600px)';

interface CartTableProps {
  cart: CartTable_CartFragment;
}

// Adds or drops one id from a set kept in state.
function toggled(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

// The cart's line table, footer totals and actions (docs/product.md#screens 'Cart'). A row is locked from
// the moment its quantity change is sent until the delayed answer toast (docs/product.md#screens, #messages); the
// 'check out' button waits for every typed or sent change.
export function CartTable({ cart }: CartTableProps) {
  const navigate = useNavigate();
  const updateCartLine = useUpdateCartLine();
  const removeCartLine = useRemoveCartLine();
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const lock = (id: string, on: boolean) => setLocked((set) => toggled(set, id, on));

  const commit = async (line: CartLineRow_LineFragment, quantity: number) => {
    lock(line.id, true);
    await updateCartLine({ cartItemId: line.cartItemId, groupId: line.groupId, quantity });
    lock(line.id, false);
  };

  const remove = async (line: CartLineRow_LineFragment) => {
    lock(line.id, true);
    const removed = await removeCartLine(line.cartItemId);
    // A removed line's row is gone; only a failed removal unlocks.
    if (!removed) lock(line.id, false);
  };

  const busy = locked.size > 0 || pending.size > 0;
  const narrow = useMediaQuery(NARROW);

  return (
    <>
      {/* A plain table (docs/decisions.md "Shop pages on a phone": antd's Table brought its
          pager, filters and selection code, about 100 KB, for seven columns). On a phone each
          row is a card (cart.css). */}
      <div className={narrow ? 'cart-table cart-table--cards' : 'cart-table'}>
        <table>
          <thead>
            <tr>
              <th scope="col" className="cart-table__cell--image">
                <span className="sr-only">Image</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col" className="cart-table__cell--number">
                Price
              </th>
              <th scope="col" className="cart-table__cell--quantity">
                Quantity
              </th>
              <th scope="col" className="cart-table__cell--number">
                Total
              </th>
              <th scope="col" className="cart-table__cell--number">
                Grand Total
              </th>
              <th scope="col" className="cart-table__cell--remove">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr
                key={line.id}
                className={locked.has(line.id) ? 'cart-table__row--locked' : undefined}
                aria-disabled={locked.has(line.id) || undefined}
              >
                <td className="cart-table__cell--image">
                  {line.productImage ? (
                    <img
                      className="cart-table__image"
                      src={mediaUrl(line.productImage)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={64}
                      height={64}
                    />
                  ) : (
                    <span className="cart-table__image cart-table__image--empty" aria-hidden="true" />
                  )}
                </td>
                <td className="cart-table__cell--product">
                  <Link to={productPath(line.groupId)} className="cart-table__name">
                    {cutText(line.productName, CART_NAME_MAX)}
                  </Link>
                  <HeldRefund heldQuantity={line.heldQuantity} heldRefundAtClose={line.heldRefundAtClose} />
                </td>
                <td className="cart-table__cell--number cart-table__cell--labelled" data-label="Price">
                  {formatMoney(line.unitPrice)}
                </td>
                <td className="cart-table__cell--quantity cart-table__cell--labelled" data-label="Quantity">
                  <CartQuantityInput
                    quantity={line.quantity}
                    label={`Quantity of ${line.productName}`}
                    disabled={locked.has(line.id)}
                    onCommit={(quantity) => commit(line, quantity)}
                    onPendingChange={(on) => setPending((set) => toggled(set, line.id, on))}
                  />
                </td>
                <td className="cart-table__cell--number cart-table__cell--labelled" data-label="Total">
                  {formatMoney(line.lineTotal)}
                </td>
                {/* docs/product.md#constants-and-limits: price × quantity plus tax, shipping and
                    platform fee (summed by the gateway in cents). */}
                <td className="cart-table__cell--number cart-table__cell--labelled" data-label="Grand Total">
                  {formatMoney(line.total)}
                </td>
                <td className="cart-table__cell--remove">
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${line.productName}`}
                    disabled={locked.has(line.id)}
                    onClick={() => void remove(line)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="cart-footer">
        <dl className="cart-totals">
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(cart.total)}</dd>
          </div>
          <div>
            <dt>Total Tax</dt>
            <dd>{formatMoney(cart.totalTax)}</dd>
          </div>
          <div>
            <dt>Total Shipping</dt>
            <dd>{formatMoney(cart.totalShipping)}</dd>
          </div>
          <div>
            <dt>Total Platform Fee</dt>
            <dd>{formatMoney(cart.totalPlatformFee)}</dd>
          </div>
          <div className="cart-totals__grand">
            <dt>Subtotal</dt>
            <dd>{formatMoney(cart.grandTotal)}</dd>
          </div>
        </dl>
        <div className="cart-actions">
          <Button onClick={() => void navigate(paths.home)}>continue shopping</Button>
          <Button type="primary" disabled={busy} onClick={() => void navigate(paths.checkout, { state: { cart } })}>
            check out
          </Button>
        </div>
      </div>
    </>
  );
}
