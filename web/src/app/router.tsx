import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, useMatches, type RouteObject } from 'react-router-dom';
import { useIsLoggedIn } from '../lib/session';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import LandingRoute from './routes/landing';

// Every screen but the landing page is its own chunk: the main layout, the listing and
// the login page (antd, Apollo) load only when their routes render. The landing page is
// small plain CSS and is in the entry chunk, so visitors get it without a second round
// trip (design.md §8: landing JavaScript at most 250 KB gzipped; Lighthouse 90).
const MainLayoutRoute = lazy(() => import('./routes/main-layout'));
const HomeRoute = lazy(() => import('./routes/home'));

const HOME_ROUTE_ID = 'home';

// Spec §2: any path not routed otherwise (and '/') is the logged-in home when a session
// exists, else the landing page. The landing page is outside the main layout, so the
// decision is made here, above the layout, and the home route's code (antd, listing) is
// never requested for visitors.
function MainGate() {
  const loggedIn = useIsLoggedIn();
  const matches = useMatches();
  const onHome = matches.some((match) => match.id === HOME_ROUTE_ID);

  return (
    <Suspense fallback={<RouteFallback />}>{onHome && !loggedIn ? <LandingRoute /> : <MainLayoutRoute />}</Suspense>
  );
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      // Public routes outside the main layout.
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/register', lazy: () => import('./routes/register') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password') },
      { path: '/user/verify', lazy: () => import('./routes/verify-email') },
      { path: '/invoice', lazy: () => import('./routes/invoice') },
      { path: '/terms-of-use', lazy: () => import('./routes/terms-of-use') },
      { path: '/privacy-policy', lazy: () => import('./routes/privacy-policy') },
      { path: '/mobile/contactus', lazy: () => import('./routes/mobile-contact-us') },
      { path: '/mobile/privacy-policy', lazy: () => import('./routes/mobile-privacy-policy') },
      { path: '/mobile/faq', lazy: () => import('./routes/mobile-faq') },
      // Main layout routes.
      {
        Component: MainGate,
        children: [
          { path: '/category/:id', lazy: () => import('./routes/category') },
          { path: '/search/:name', lazy: () => import('./routes/search') },
          { path: '/product/:id', lazy: () => import('./routes/product') },
          { path: '/checkout', lazy: () => import('./routes/checkout') },
          { path: '/order-success', lazy: () => import('./routes/order-success') },
          { path: '/cart', lazy: () => import('./routes/cart') },
          { path: '/faq', lazy: () => import('./routes/faq') },
          { path: '/contactus', lazy: () => import('./routes/contact-us') },
          { path: '/help', lazy: () => import('./routes/help') },
          { path: '/billingAddress', lazy: () => import('./routes/billing-address') },
          // The spec's spelling, and the correct one.
          { path: '/shippingAdress', lazy: () => import('./routes/shipping-address') },
          { path: '/shippingAddress', lazy: () => import('./routes/shipping-address') },
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          {
            id: HOME_ROUTE_ID,
            path: '*',
            element: (
              <Suspense fallback={<RouteFallback />}>
                <HomeRoute />
              </Suspense>
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
