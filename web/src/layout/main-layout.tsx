import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../lib/home-logo-link';
import { useIsLoggedIn } from '../lib/session';
import { AccountMenu } from './account-menu';
import { Footer } from './footer';
import '../lib/header-bar.css';
import './layout.css';
import { paths } from '../lib/paths';

interface MainLayoutProps {
  children: ReactNode;
  // The logged-in header's search box and the category navigation bar, composed by the
  // app (they are features of their own); shown only when logged in.
  search?: ReactNode;
  navigation?: ReactNode;
  // The logged-in header's cart icon and mini-cart, beside the account menu.
  cart?: ReactNode;
}

// The main layout (docs/product.md#screens): header (search, cart and account menu when logged in, 'Sign In'
// and 'Register' otherwise), the category bar when logged in, the page, and the footer
// that always shows.
export function MainLayout({ children, search, navigation, cart }: MainLayoutProps) {
  const loggedIn = useIsLoggedIn();

  return (
    <div className="page-shell">
      <header className="header-bar header-bar--sticky site-header">
        <div className="container header-bar__inner site-header__inner">
          <HomeLogoLink className="header-bar__logo" />
          {loggedIn && search && <div className="site-header__search">{search}</div>}
          <nav className="site-header__nav" aria-label="Account">
            {loggedIn ? (
              <>
                {cart}
                <AccountMenu />
              </>
            ) : (
              <>
                <Link to={paths.login} className="btn btn-ghost">
                  Sign In
                </Link>
                <Link to={paths.register} className="btn btn-outline">
                  Register
                </Link>
              </>
            )}
          </nav>
        </div>
        {loggedIn && navigation}
      </header>
      <main className="site-main">
        <div className="container">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
