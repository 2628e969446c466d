import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { HeaderCartDocument } from '../../__generated__/graphql';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';
import { useMediaQuery } from '../../lib/use-media-query';
import { HeaderCartButton } from './header-cart-button';
import './cart.css';

// antd's Popover (and the trigger code under it) is not on a shop page's first load: the
// mini-cart loads when the shopper first opens it, or points at it.
const loadPopover = () => import('./mini-cart-popover');
const MiniCartPopover = lazy(loadPopover);
const NARROW = '(max-width: 600px)';

// The logged-in header's cart (docs/product.md#screens 'Main layout'): the icon with the count of line items
// and the label 'My Cart', opening the mini-cart. The count is the cached cart's, which every
// cart mutation's answer overwrites; the cart is reloaded whenever the location changes
// (docs/product.md#screens).
export function HeaderCart() {
  const { pathname } = useLocation();
  const { used, use, preloadProps } = useLoadOnFirstUse(loadPopover);
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const { data, refetch } = useQuery(HeaderCartDocument);
  const cart = data?.cart;
  const count = cart?.lineCount ?? 0;

  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    setOpen(false);
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

  if (!used) {
    return (
      <HeaderCartButton
        count={count}
        onClick={() => {
          use();
          setOpen(true);
        }}
        {...preloadProps}
      />
    );
  }
  return (
    <Suspense fallback={<HeaderCartButton count={count} />}>
      <MiniCartPopover cart={cart} open={open} onOpenChange={setOpen} narrow={narrow} />
    </Suspense>
  );
}
