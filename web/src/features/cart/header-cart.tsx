import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHeaderCartQuery, type HeaderCart_CartFragment } from '../../__generated__/graphql';
import { mediaUrl } from '../../lib/media';
import { useMediaQuery } from '../../lib/use-media-query';
import { formatMoney } from '../../lib/money';
import { cutText } from '../../lib/text';
import './cart.css';
import { paths } from '../../lib/paths';

// Names in the narrow mini-cart are cut like on the cards (docs/product.md#constants-and-limits: 40).
const MINI_CART_NAME_MAX = 40;
export const NO_CART_DATA_TEXT = 'No data Available';
// On a phone the icon sits mid-header: the mini-cart opens centred under it, not flush right
// (which would push it off the left edge).
const NARROW = '(max-width: 600px)';

// The logged-in header's cart (docs/product.md#screens 'Main layout'): the icon with the count of line items
// and the label 'My Cart', opening the mini-cart. The count is the cached cart's, which every
// cart mutation's answer overwrites; the cart is reloaded whenever the location changes
// (docs/product.md#screens).
export function HeaderCart() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const { data, refetch } = useHeaderCartQuery();
  const cart = data?.cart;
  const count = cart?.lineCount ?? 0;

  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    setOpen(false);
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

  return (
    <Popover
      trigger="click"
      placement={narrow ? 'bottom' : 'bottomRight'}
      open={open}
      onOpenChange={setOpen}
      title="My Cart"
      content={<MiniCart cart={cart} />}
      classNames={{ root: 'mini-cart__popup' }}
    >
      {/* The name starts with the visible label (WCAG 2.5.3): the label comes first in the
          markup and the badge, hidden from assistive technology since the name says the
          count, is drawn before it by CSS order. */}
      <Button type="text" className="header-cart" aria-label={`My Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <span className="header-cart__label">My Cart</span>{' '}
        <Badge count={count} showZero size="small" color="#f26b3a" aria-hidden="true" className="header-cart__badge">
          <ShoppingCartOutlined className="header-cart__icon" />
        </Badge>
      </Button>
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
