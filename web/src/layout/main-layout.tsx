import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../lib/brand-logo';
import { useIsLoggedIn } from '../lib/session';
import { AccountMenu } from './account-menu';
import { Footer } from './footer';
import './layout.css';

// The main layout (spec §2): header (account menu when logged in, 'Sign In' and
// 'Register' otherwise), the page, and the footer that always shows. Search, cart and the
// category bar join the logged-in header in later issues.
export function MainLayout({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();

  return (
    <div className="page-shell">
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="site-header__logo" aria-label="GroupBuy home">
            <BrandLogo />
          </Link>
          <nav className="site-header__nav" aria-label="Account">
            {loggedIn ? (
              <AccountMenu />
            ) : (
              <>
                <Link to="/login" className="btn btn-ghost">
                  Sign In
                </Link>
                <Link to="/register" className="btn btn-outline">
                  Register
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="site-main">
        <div className="container">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
