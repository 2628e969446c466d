import { Popover } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { HeaderCart_CartFragment } from '../../__generated__/graphql';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { cutText } from '../../lib/text';
import { HeaderCartButton } from './header-cart-button';

// Names in the narrow mini-cart are cut like on the cards (docs/product.md#constants-and-limits: 40).
const MINI_CART_NAME_MAX = 40;
export const NO_CART_DATA_TEXT = 'No data Available';

interface MiniCartPopoverProps {
  cart: HeaderCart_CartFragment | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  narrow: boolean;
}

// The mini-cart under the header's cart button, its own chunk: header-cart.tsx mounts it on
// the button's first click. The button it renders takes the place (and the focus) of the
// one clicked, so a keyboard user stays where they were.
export default function MiniCartPopover({ cart, open, onOpenChange, narrow }: MiniCartPopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Popover
      trigger="click"
      // On a phone the icon sits mid-header: the mini-cart opens centred under it, not flush
      // right (which would push it off the left edge).
      placement={narrow ? 'bottom' : 'bottomRight'}
      open={open}
      onOpenChange={onOpenChange}
      title="My Cart"
      content={<MiniCart cart={cart} />}
      classNames={{ root: 'mini-cart__popup' }}
    >
      <HeaderCartButton ref={button} count={cart?.lineCount ?? 0} />
    </Popover>
  );
}

function MiniCart({ cart }: { cart: HeaderCart_CartFragment | undefined }) {
  if (!cart || cart.lines.length === 0) return <p className="mini-cart__empty">{NO_CART_DATA_TEXT}</p>;
  return (
    <div className="mini-cart">
      <ul className="mini-cart__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="mini-cart__line">
            {line.productImage ? (
              <img src={mediaUrl(line.productImage)} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className="mini-cart__image--empty" aria-hidden="true" />
            )}
            <span className="mini-cart__name">{cutText(line.productName, MINI_CART_NAME_MAX)}</span>
            <span className="mini-cart__qty">× {line.quantity}</span>
            <span className="mini-cart__total">{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.cart} className="mini-cart__link">
        View cart
      </Link>
    </div>
  );
}
