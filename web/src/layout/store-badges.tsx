import type { ReactNode } from 'react';

// App store download badges drawn inline (no external images): the mobile apps exist on
// two stores and are linked from the footer (docs/product.md#who-it-is-for).
const APP_STORE_URL = 'https://apps.apple.com/us/app/groupbuy';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.groupbuy.app';

const APP_STORE_LOGO = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.2 3.09 3.79 3.04 1.52-.07 2.09-.99 3.93-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.63-3.32 1.66-3.41-.04-.02-3.18-1.23-3.22-4.86-.03-3.04 2.48-4.5 2.6-4.56-1.43-2.09-3.63-2.32-4.39-2.38-2-.15-3.68 1.09-4.61 1.09zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.67.8-3.54 1.82-.78.9-1.45 2.34-1.27 3.71 1.34.1 2.72-.69 3.56-1.7"
    />
  </svg>
);

const PLAY_STORE_LOGO = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path fill="#34a853" d="M1.34.92a1.5 1.5 0 0 0-.11.57v21.02c0 .22.04.42.12.6l11.16-11.09z" />
    <path fill="#fbbc04" d="M22.02 13.3l-3.92 2.22-3.52-3.5 3.55-3.52 3.89 2.2a1.49 1.49 0 0 1 0 2.6z" />
    <path fill="#4285f4" d="M13.54 10.99l3.26-3.24L3.45.2A1.47 1.47 0 0 0 2.5.02z" />
    <path fill="#ea4335" d="M13.54 13.06l-11 10.93c.3.04.61-.02.91-.18l13.32-7.54z" />
  </svg>
);

/** One store's badge: its logo, then the small and the big line of its text. */
function StoreBadge({ href, logo, small, big }: { href: string; logo: ReactNode; small: string; big: string }) {
  return (
    <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      {logo}
      <span className="store-badge__text">
        <span className="store-badge__small">{small}</span>
        <span className="store-badge__big">{big}</span>
      </span>
    </a>
  );
}

export function StoreBadges() {
  return (
    <div className="store-badges">
      <StoreBadge href={APP_STORE_URL} logo={APP_STORE_LOGO} small="Download on the" big="App Store" />
      <StoreBadge href={PLAY_STORE_URL} logo={PLAY_STORE_LOGO} small="GET IT ON" big="Google Play" />
    </div>
  );
}
