import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SavedCardsPanel } from '../../features/cards/saved-cards-panel';
import { useIsLoggedIn } from '../../lib/session';
import './dashboard.css';

// The tabs in the spec's order (§2 'Dashboard'). The key is the `?tab=` value, so each tab
// has its own address (e.g. /dashboard?tab=cards) that survives a reload and can be linked.
const TABS = [{ key: 'cards', label: 'Saved Cards' }] as const;
type TabKey = (typeof TABS)[number]['key'];
const DEFAULT_TAB: TabKey = TABS[0].key;

function tabOf(value: string | null): TabKey {
  return TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
}

// /dashboard — the account page; guests go to /login (spec §6). The route composes the
// features' panels: features do not import each other.
export function Component() {
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  if (!loggedIn) return <Navigate to="/login" replace />;

  const active = tabOf(params.get('tab'));
  const panel = (key: TabKey): ReactNode => {
    switch (key) {
      case 'cards':
        return <SavedCardsPanel />;
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
          if (key !== active) setParams(key === DEFAULT_TAB ? {} : { tab: key });
        }}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label, children: panel(tab.key) }))}
      />
    </section>
  );
}
