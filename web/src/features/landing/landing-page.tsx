import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../../lib/home-logo-link';
import '../../lib/header-bar.css';
import './landing.css';
import { paths } from '../../lib/paths';

// The visitors' landing page (docs/product.md#screens 'Landing page'). Plain CSS and no antd: this is the
// first page most people load, and its JavaScript must stay small (bench/README.md#bars).
export function LandingPage() {
  return (
    <>
      <header className="header-bar header-bar--sticky landing-header">
        <div className="container header-bar__inner landing-header__inner">
          <HomeLogoLink className="header-bar__logo landing-header__logo" />
          <nav className="landing-header__nav" aria-label="Account">
            <Link to={paths.login} className="btn btn-ghost">
              Sign in
            </Link>
            <Link to={paths.register} className="btn btn-primary landing-header__cta">
              Create free account
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="landing-hero" aria-labelledby="landing-title">
          <div className="container landing-hero__inner">
            <div className="landing-hero__copy">
              <p className="landing-hero__eyebrow">Group buying for US shoppers and businesses</p>
              <h1 id="landing-title" className="landing-hero__title">
                Buy together. <span>Pay less.</span>
              </h1>
              <p className="landing-hero__blurb">
                Join buying groups for the products you need. The more units all buyers order, the lower the price falls
                for everyone. Membership is free, and a free account unlocks better pricing on every group.
              </p>
              <div className="landing-hero__actions">
                <Link to={paths.register} className="btn btn-primary btn-lg">
                  Create free account
                </Link>
                <span className="landing-hero__note">No fees to join. Individual or Business.</span>
              </div>
            </div>

            <PriceDropIllustration />
          </div>
        </section>

        <section className="landing-steps" aria-labelledby="landing-steps-title">
          <div className="container">
            <h2 id="landing-steps-title" className="landing-steps__title">
              How group buying works
            </h2>
            <ol className="landing-steps__list">
              <li>
                <span className="landing-steps__num" aria-hidden="true">
                  1
                </span>
                <h3>Join a group</h3>
                <p>Pick a product near your ZIP code and add your units to its buying group.</p>
              </li>
              <li>
                <span className="landing-steps__num" aria-hidden="true">
                  2
                </span>
                <h3>Watch the price fall</h3>
                <p>Every order moves the group up the price levels, lowering the unit price.</p>
              </li>
              <li>
                <span className="landing-steps__num" aria-hidden="true">
                  3
                </span>
                <h3>Get the difference back</h3>
                <p>If the price drops after you order, we refund the difference when the group closes.</p>
              </li>
            </ol>
          </div>
        </section>
      </main>
    </>
  );
}

// A decorative price-level chart: bars getting shorter as more buyers join.
function PriceDropIllustration() {
  const levels = [
    { buyers: '1–10', price: '$48.00', height: 100 },
    { buyers: '11–50', price: '$42.50', height: 89 },
    { buyers: '51–200', price: '$36.00', height: 75 },
    { buyers: '201+', price: '$29.90', height: 62 },
  ];
  return (
    <div className="landing-chart" aria-hidden="true">
      <div className="landing-chart__head">
        <span className="landing-chart__label">Unit price by group size</span>
        <span className="landing-chart__badge">−38%</span>
      </div>
      <div className="landing-chart__bars">
        {levels.map((level, index) => (
          <div key={level.buyers} className="landing-chart__col">
            <span className="landing-chart__price">{level.price}</span>
            <span
              className={`landing-chart__bar${index === levels.length - 1 ? ' is-best' : ''}`}
              style={{ '--level': level.height / 100 } as CSSProperties}
            />
            <span className="landing-chart__buyers">{level.buyers}</span>
          </div>
        ))}
      </div>
      <p className="landing-chart__foot">buyers in the group</p>
    </div>
  );
}
