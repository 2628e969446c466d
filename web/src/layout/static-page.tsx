import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../lib/brand-logo';
import { Footer } from './footer';
import './static-page.css';

// The frame of the legal pages, public routes outside the main layout (spec §2): a slim
// header and the footer, plain CSS like the landing page, so a page opened from the
// footer in a new tab loads neither antd nor Apollo.
export function StaticPage({ children }: { children: ReactNode }) {
  return (
    <div className="page-shell">
      <header className="static-header">
        <div className="container static-header__inner">
          <Link to="/" className="static-header__logo" aria-label="GroupBuy home">
            <BrandLogo />
          </Link>
          <nav className="static-header__nav" aria-label="Help">
            <Link to="/help">Help Center</Link>
            <Link to="/contactus">Contact Us</Link>
          </nav>
        </div>
      </header>
      <main className="static-main">
        <div className="container">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
