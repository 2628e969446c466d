import type { AlertProps } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** What the shop's screens pass antd's Alert. */
export type LazyAlertProps = Pick<AlertProps, 'type' | 'showIcon' | 'title' | 'action' | 'className' | 'role'>;

// The words and the action alone, in the alert's role and its colours (app/styles.css): what
// stands in while antd's Alert loads, and for good when its code cannot be fetched (offline).
function PlainAlert({ title, action, className, role = 'alert', type = 'info' }: LazyAlertProps) {
  return (
    <div className={['plain-alert', `plain-alert--${type}`, className].filter(Boolean).join(' ')} role={role}>
      <div className="plain-alert__title">{title}</div>
      {action}
    </div>
  );
}

const loadAlert = (): Promise<{ default: ComponentType<LazyAlertProps> }> =>
  import('antd/es/alert').catch(() => ({ default: PlainAlert }));
const Alert = lazy(loadAlert);

/** Fetches antd's Alert ahead of a moment that may show one (the answer to placing an order). */
export function preloadAlert(): void {
  void loadAlert();
}

/**
 * antd's Alert, its code fetched when one is first shown: the shop pages show one only when
 * something went wrong or changed after they loaded (a failed load, out-of-stock lines, a
 * live price drop), so the page's first load does not carry it (docs/decisions.md "Pages
 * at 95"). Its message shows at once, in the same role, while the code arrives.
 */
export function LazyAlert(props: LazyAlertProps) {
  return (
    <Suspense fallback={<PlainAlert {...props} />}>
      <Alert {...props} />
    </Suspense>
  );
}
