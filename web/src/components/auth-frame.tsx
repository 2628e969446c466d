import type { ReactNode } from 'react';
import { HomeLogoLink } from '../lib/home-logo-link';
import './auth-frame.css';

interface AuthFrameProps {
  title: string;
  // The sign-up form lays its fields out in two columns on wide screens.
  wide?: boolean;
  children: ReactNode;
}

// The frame of the visitor pages outside the main layout: the login page's centred card
// with the logo linking home and the page title.
export function AuthFrame({ title, wide = false, children }: AuthFrameProps) {
  return (
    <main className="auth-frame">
      <div className={wide ? 'auth-frame__card auth-frame__card--wide' : 'auth-frame__card'}>
        <HomeLogoLink className="auth-frame__logo" />
        <h1 className="auth-frame__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
