import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../lib/home-logo-link';
import { Footer } from './footer';
import '../lib/header-bar.css';
import './static-page.css';
import { paths } from '../lib/paths';

// The frame of the legal pages, public routes outside the main layout (docs/product.md#routes): a slim
// header and the footer, plain CSS like the landing page, so a page opened from the
// footer in a new tab loads neither antd nor Apollo.
export function StaticPage({ children }: { children: ReactNode }) {
  return (
    <div className="page-shell">
      <header className="header-bar static-header">
        <div className="container header-bar__inner static-header__inner">
          <HomeLogoLink className="header-bar__logo" />
          <nav className="static-header__nav" aria-label="Help">
            <Link to={paths.help}>Help Center</Link>
            <Link to={paths.contactUs}>Contact Us</Link>
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
