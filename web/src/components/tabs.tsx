import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<K extends string> = { key: K; label: string; children: ReactNode };

/** Where each key sends the focus in a row of `count` tabs, from `index` (wrapping round). */
function targetOf(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A row of tabs over the open tab's panel, the only panel rendered (WAI-ARIA's tabs
 * pattern: the open tab is the row's one Tab stop; the arrow keys, Home and End move to
 * another tab and open it). antd's Tabs carried an overflow menu, its dropdown, motion and
 * resize observers (about 20 KB gzipped) to the dashboard, whose five tabs always fit: in
 * a row, or a two-column grid under 750 px (docs/decisions.md "Shop pages on a phone").
 * `onTabClick` also fires for the open tab: the dashboard reloads My Orders on it.
 */
export function Tabs<K extends string>({
  items,
  activeKey,
  onTabClick,
}: {
  items: ReadonlyArray<TabItem<K>>;
  activeKey: K;
  onTabClick: (key: K) => void;
}) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    onTabClick(items[target]!.key);
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(button) => {
                tabs.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className={selected ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              aria-selected={selected}
              // Only the open tab's panel exists to point at.
              aria-controls={selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabClick(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)}>
          {active.children}
        </div>
      )}
    </div>
  );
}
