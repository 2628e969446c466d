import { lazy, Suspense } from 'react';
import { useLoadOnFirstUse } from '../lib/use-load-on-first-use';
import { AccountButton } from './account-button';

// antd's Dropdown and Menu are not on a shop page's first load: they load when the
// shopper first opens the menu, or points at it.
const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = lazy(loadDropdown);

// The logged-in header's Account dropdown: Dashboard and Logout (docs/product.md#screens),
// and for admins the operator console, which shoppers never see.
export function AccountMenu() {
  const { used, use, preloadProps } = useLoadOnFirstUse(loadDropdown);
  if (!used) return <AccountButton onClick={use} {...preloadProps} />;
  return (
    <Suspense fallback={<AccountButton />}>
      <AccountDropdown />
    </Suspense>
  );
}
