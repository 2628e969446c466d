import { HeldRefund } from '../../components/held-refund';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes, type TdHTMLAttributes } from 'react';
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

// The label a phone shows before a cell's value (cart.css, `data-label`).
const labelled = (label: string) => () => ({ 'data-label': label }) as TdHTMLAttributes<HTMLElement>;

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

  const columns: TableColumnsType<CartLineRow_LineFragment> = [
    {
      title: <span className="sr-only">Image</span>,
      key: 'image',
      className: 'cart-table__cell--image',
      width: 88,
      render: (_, line) =>
        line.productImage ? (
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
        ),
    },
    {
      title: 'Product',
      key: 'product',
      className: 'cart-table__cell--product',
      render: (_, line) => (
        <>
          <Link to={productPath(line.groupId)} className="cart-table__name">
            {cutText(line.productName, CART_NAME_MAX)}
          </Link>
          <HeldRefund heldQuantity={line.heldQuantity} heldRefundAtClose={line.heldRefundAtClose} />
        </>
      ),
    },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      className: 'cart-table__cell--labelled',
      onCell: labelled('Price'),
      render: (_, line) => formatMoney(line.unitPrice),
    },
    {
      title: 'Quantity',
      key: 'quantity',
      width: 110,
      className: 'cart-table__cell--labelled',
      onCell: labelled('Quantity'),
      render: (_, line) => (
        <CartQuantityInput
          quantity={line.quantity}
          label={`Quantity of ${line.productName}`}
          disabled={locked.has(line.id)}
          onCommit={(quantity) => commit(line, quantity)}
          onPendingChange={(on) => setPending((set) => toggled(set, line.id, on))}
        />
      ),
    },
    {
      title: 'Total',
      key: 'lineTotal',
      align: 'right',
      className: 'cart-table__cell--labelled',
      onCell: labelled('Total'),
      render: (_, line) => formatMoney(line.lineTotal),
    },
    {
      title: 'Grand Total',
      key: 'total',
      align: 'right',
      className: 'cart-table__cell--labelled',
      onCell: labelled('Grand Total'),
      // docs/product.md#constants-and-limits: price × quantity plus tax, shipping and platform fee (summed by the gateway
      // in cents).
      render: (_, line) => formatMoney(line.total),
    },
    {
      title: <span className="sr-only">Remove</span>,
      key: 'remove',
      className: 'cart-table__cell--remove',
      width: 56,
      render: (_, line) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${line.productName}`}
          disabled={locked.has(line.id)}
          onClick={() => void remove(line)}
        />
      ),
    },
  ];

  return (
    <>
      <Table<CartLineRow_LineFragment>
        className={narrow ? 'cart-table cart-table--cards' : 'cart-table'}
        rowKey="id"
        columns={columns}
        dataSource={cart.lines}
        pagination={false}
        scroll={narrow ? undefined : { x: 760 }}
        rowClassName={(line) => (locked.has(line.id) ? 'cart-table__row--locked' : '')}
        onRow={(line) => ({ 'aria-disabled': locked.has(line.id) || undefined }) as HTMLAttributes<HTMLElement>}
      />
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
