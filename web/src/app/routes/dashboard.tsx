import { Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MyOrdersWithReturns } from '../compositions/my-orders-with-returns';
import { ManageShippingAddress } from '../../features/addresses/manage-shipping-address';
import { SavedCardsPanel } from '../../features/cards/saved-cards-panel';
import { ProfilePanel } from '../../features/profile/profile-panel';
import { useIsLoggedIn } from '../../lib/session';
import './dashboard.css';
import { paths } from '../../lib/paths';

// The tabs in the order of docs/product.md#dashboard. The key is the `?tab=` value, so each tab
// has its own address (e.g. /dashboard?tab=cards) that survives a reload and can be linked.
const TABS = [
  { key: 'profile', label: 'Profile Information' },
  { key: 'orders', label: 'My Orders' },
  { key: 'cards', label: 'Saved Cards' },
  { key: 'shipping-address', label: 'Manage Shipping Address' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const DEFAULT_TAB: TabKey = TABS[0].key;

function tabOf(value: string | null): TabKey {
  return TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
}

// /dashboard — the account page; guests go to /login (docs/product.md#roles). The route composes the
// features' panels: features do not import each other.
export function Component() {
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  // Counts clicks on 'My Orders', the open tab included: the list is keyed by it, so each
  // click remounts it and it reloads the orders (docs/product.md#routes).
  const [ordersClicks, setOrdersClicks] = useState(0);
  if (!loggedIn) return <Navigate to={paths.login} replace />;

  const active = tabOf(params.get('tab'));
  const panel = (key: TabKey): ReactNode => {
    switch (key) {
      case 'profile':
        return <ProfilePanel />;
      case 'orders':
        return <MyOrdersWithReturns key={ordersClicks} />;
      case 'cards':
        return <SavedCardsPanel />;
      case 'shipping-address':
        return <ManageShippingAddress />;
    }
  };

  return (
    <section className="dashboard">
      <h1 className="sr-only">Dashboard</h1>
      <Tabs
        className="dashboard__tabs"
        activeKey={active}
        destroyOnHidden
        onTabClick={(key) => {
          if (key === 'orders') setOrdersClicks((count) => count + 1);
          if (key !== active) setParams(key === DEFAULT_TAB ? {} : { tab: key });
        }}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label, children: panel(tab.key) }))}
      />
    </section>
  );
}
