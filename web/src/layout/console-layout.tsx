import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLogout } from '../features/auth/use-logout';
import { BrandLogo } from '../lib/brand-logo';
import { paths } from '../lib/paths';
import './console-layout.css';

export interface ConsoleNavEntry {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on exactly this path (the Overview at /admin, not every /admin/* screen). */
  end?: boolean;
}

interface ConsoleLayoutProps {
  /** The console's screens, composed by the app; only screens that work are listed. */
  nav: readonly ConsoleNavEntry[];
  children: ReactNode;
}

// The operator console's frame: a slim header (back to the shop, logout), the left nav and
// the screen. A desktop tool: at 768 px the nav keeps its labels in a narrower column; on a
// phone it is a row under the header (console-layout.css).
export function ConsoleLayout({ nav, children }: ConsoleLayoutProps) {
  const logout = useLogout();
  return (
    <div className="console">
      <header className="console__header">
        <Link to={paths.home} className="console__brand" aria-label="GroupBuy shop">
          <BrandLogo />
        </Link>
        <span className="console__title">Operator console</span>
        <div className="console__header-actions">
          <Link to={paths.home}>Back to the shop</Link>
          <Button onClick={() => void logout()}>Logout</Button>
        </div>
      </header>
      <nav className="console__nav" aria-label="Console">
        <ul>
          {nav.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className="console__nav-link">
                <span aria-hidden="true">{entry.icon}</span> {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="console__main">{children}</main>
    </div>
  );
}
