import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../lib/home-logo-link';
import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_EMAIL_HREF,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../lib/support-contact';
import { useMediaQuery } from '../lib/use-media-query';
import { StoreBadges } from './store-badges';
import './footer.css';
import { paths } from '../lib/paths';

// Under 750 px the footer sections collapse into accordions (docs/product.md#screens, #constants-and-limits).
const NARROW = '(max-width: 749.98px)';

// Plain CSS on purpose: the footer is on the landing page, whose JavaScript must stay small
// (no antd there).
export function Footer() {
  const narrow = useMediaQuery(NARROW);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterSection title="About" narrow={narrow}>
          <HomeLogoLink className="site-footer__logo" inverted />
          <p className="site-footer__about">
            Buy together, pay less. Join a buying group and the unit price falls as more buyers order.
          </p>
        </FooterSection>

        <FooterSection title="My Account" narrow={narrow}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.help}>Help Center</Link>
            </li>
            <li>
              <Link to={paths.faq}>FAQ</Link>
            </li>
            <li>
              <a href={paths.privacyPolicy} target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </li>
            <li>
              <a href={paths.termsOfUse} target="_blank" rel="noopener">
                Terms &amp; Condition
              </a>
            </li>
          </ul>
        </FooterSection>

        <FooterSection title="Contact Us" narrow={narrow}>
          <address className="site-footer__contact">
            <span>{SUPPORT_ADDRESS}</span>
            <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a>
          </address>
        </FooterSection>

        <FooterSection title="Get the App" narrow={narrow}>
          <StoreBadges />
        </FooterSection>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>© {year} GroupBuy. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}

interface FooterSectionProps {
  title: string;
  narrow: boolean;
  children: ReactNode;
}

// On wide screens a titled section; on narrow screens an accordion whose heading is a
// button with aria-expanded, so it works with keyboard and screen readers.
function FooterSection({ title, narrow, children }: FooterSectionProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (!narrow) {
    return (
      <section className="site-footer__section">
        <h2 className="site-footer__title">{title}</h2>
        <div className="site-footer__panel">{children}</div>
      </section>
    );
  }

  return (
    <section className="site-footer__section site-footer__section--accordion">
      <h2 className="site-footer__title">
        <button
          type="button"
          className="site-footer__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className="site-footer__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className="site-footer__panel" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
