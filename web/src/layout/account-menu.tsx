import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button';

// antd's Dropdown and Menu are not on a shop page's first load (docs/decisions.md "Shop
// pages on a phone"): the dropdown loads when the shopper first opens it, or points at it.
const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = lazy(loadDropdown);

// The logged-in header's Account dropdown: Dashboard and Logout (docs/product.md#screens),
// and for admins the operator console, which shoppers never see.
export function AccountMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <AccountButton
        onClick={() => setWanted(true)}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
      />
    );
  }
  return (
    <Suspense fallback={<AccountButton />}>
      <AccountDropdown />
    </Suspense>
  );
}
