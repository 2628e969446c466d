import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { Tabs } from '../../components/tabs';
import { useIsLoggedIn } from '../../lib/session';
import { useDrawn } from '../../lib/use-drawn';
import './dashboard.css';
import { paths } from '../../lib/paths';

// Each tab's panel is its own chunk, loaded when the tab opens: the page's first load
// carries the open tab's code only (docs/decisions.md "Shop pages on a phone").
const ProfilePanel = lazy(() =>
  import('../../features/profile/profile-panel').then((module) => ({ default: module.ProfilePanel })),
);
const MyOrdersWithReturns = lazy(() =>
  import('../compositions/my-orders-with-returns').then((module) => ({ default: module.MyOrdersWithReturns })),
);
const SavedCardsPanel = lazy(() =>
  import('../../features/cards/saved-cards-panel').then((module) => ({ default: module.SavedCardsPanel })),
);
const ManageShippingAddress = lazy(() =>
  import('../../features/addresses/manage-shipping-address').then((module) => ({
    default: module.ManageShippingAddress,
  })),
);
const ChangePasswordPanel = lazy(() =>
  import('../../features/change-password/change-password-panel').then((module) => ({
    default: module.ChangePasswordPanel,
  })),
);

// The tabs in the order of docs/product.md#dashboard, then 'Change Password' (docs/decisions.md
// "Changing a password while signed in"). The key is the `?tab=` value, so each tab has its
// own address (e.g. /dashboard?tab=cards) that survives a reload and can be linked.
const TABS = [
  { key: 'profile', label: 'Profile Information' },
  { key: 'orders', label: 'My Orders' },
  { key: 'cards', label: 'Saved Cards' },
  { key: 'shipping-address', label: 'Manage Shipping Address' },
  { key: 'password', label: 'Change Password' },
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
  // The open tab's panel (its form, its list) is asked for once the tabs are on screen: the
  // page's first paint, its largest element one of the tab names, does not wait for the
  // panel's code beside the frame's (its data is asked for early by index.html's script);
  // the panel's loading ring stands in meanwhile (docs/decisions.md "Pages at 95").
  const drawn = useDrawn();
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
      case 'password':
        return <ChangePasswordPanel />;
    }
  };

  return (
    <section className="dashboard">
      <h1 className="sr-only">Dashboard</h1>
      <Tabs
        activeKey={active}
        onTabClick={(key) => {
          if (key === 'orders') setOrdersClicks((count) => count + 1);
          if (key !== active) setParams(key === DEFAULT_TAB ? {} : { tab: key });
        }}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          // The panels' own loading indicator stands in while their code loads.
          children: drawn ? (
            <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>{panel(tab.key)}</Suspense>
          ) : (
            <LoadingState label={`Loading ${tab.label}`} />
          ),
        }))}
      />
    </section>
  );
}
