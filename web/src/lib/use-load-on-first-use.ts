import { useState } from 'react';

/**
 * A header control whose heavier part (antd's Dropdown, Popover...) stays off a page's
 * first load (docs/decisions.md "Shop pages on a phone"): `preload` starts fetching that
 * code when the shopper points at or focuses the plain button, `use` swaps it in on the
 * first click. A failed preload is dropped: the click asks again, and React's Suspense
 * shows the plain button meanwhile.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return { used, use: () => setUsed(true), preloadProps: { onPointerEnter: preload, onFocus: preload } };
}
