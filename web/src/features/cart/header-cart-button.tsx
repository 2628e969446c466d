import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

// The header's cart button, the same before and after the mini-cart's code has loaded. The
// count is drawn like antd's small Badge (cart.css) without its code on every page.
// Its name starts with the visible label (WCAG 2.5.3): the label comes first in the markup
// and the badge, hidden from assistive technology since the name says the count, is drawn
// before it by CSS order.
export function HeaderCartButton({
  count,
  ref,
  ...props
}: ButtonProps & { count: number; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      type="text"
      className="header-cart"
      aria-label={`My Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      {...props}
    >
      <span className="header-cart__label">My Cart</span>{' '}
      <span className="header-cart__badge" aria-hidden="true">
        <ShoppingCartOutlined className="header-cart__icon" />
        <sup className={count > 9 ? 'header-cart__count header-cart__count--wide' : 'header-cart__count'}>{count}</sup>
      </span>
    </Button>
  );
}
