import { lazy, Suspense, useLayoutEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  type RouteObject,
} from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import { getToken, useIsAdmin, useIsLoggedIn } from '../lib/session';
import { pageTitle } from './page-title';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import LandingRoute from './routes/landing';
import { paths } from '../lib/paths';

// Every screen but the landing page is its own chunk: the main layout, the listing and
// the login page (antd, Apollo) load only when their routes render. The landing page is
// small plain CSS and is in the entry chunk, so visitors get it without a second round
// trip (bench/README.md#bars: landing JavaScript at most 250 KB gzipped; Lighthouse 90).
// The layout's code in two files, run in two tasks: its data half (Apollo Client; the
// header's data is asked for at once, frame-data.ts), then, a task later, its view (antd,
// the header, the footer: routes/main-layout.tsx). Run together they were one task of
// 130-180 ms on a phone. A page's own code waits for the frame's (`inMainLayout`), so no
// page's code runs the frame's with it in one task; index.html's preload script has
// already asked for all of them at once (build/signed-in-preload.ts).
const loadMainLayout = () =>
  import('./frame-data')
    .then((frameData) => {
      frameData.preloadFrameData();
      return nextTask(undefined);
    })
    .then(() => import('./routes/main-layout'));
const MainLayoutRoute = lazy(loadMainLayout);
const loadHome = () => loadMainLayout().then(() => import('./routes/home'));
const HomeRoute = lazy(loadHome);

const AdminConsoleRoute = lazy(() => import('./routes/admin-console'));

const HOME_ROUTE_ID = 'home';

// /admin/* — the operator console, for sessions with the admin role. The role is checked
// here, before the console's code is requested: a router `lazy` would load the console's
// chunks for anyone who opens the URL. Visitors sign in first; a customer goes home. This
// only decides what the browser shows: the gateway and the API refuse every admin call
// to anyone else.
function AdminGate() {
  const loggedIn = useIsLoggedIn();
  const admin = useIsAdmin();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  if (!admin) return <Navigate to={paths.home} replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <AdminConsoleRoute />
    </Suspense>
  );
}

// A main layout route's code, requested once the layout's has run: the layout's style sheets
// (antd's first, app/provider.tsx) then come before the page's in <head>, so the page's own
// rules override antd's as they did when antd injected its styles at runtime, and the page's
// code runs in a task after the frame's.
const inMainLayout =
  <T,>(load: () => Promise<T>) =>
  () =>
    loadMainLayout().then(load);

// docs/product.md#routes: any path not routed otherwise (and '/') is the logged-in home when a session
// exists, else the landing page. The landing page is outside the main layout, so the
// decision is made here, above the layout, and the home route's code (antd, listing) is
// never requested for visitors.
function MainGate() {
  const loggedIn = useIsLoggedIn();
  const matches = useMatches();
  const onHome = matches.some((match) => match.id === HOME_ROUTE_ID);
  // The listing's code is requested together with the layout's, not once the layout has
  // rendered its outlet: one round trip less before the first cards (docs/decisions.md
  // "Shop pages on a phone").
  if (onHome && loggedIn) {
    void loadMainLayout();
    void loadHome();
  }

  return (
    <Suspense fallback={<RouteFallback />}>{onHome && !loggedIn ? <LandingRoute /> : <MainLayoutRoute />}</Suspense>
  );
}

function Root() {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  // A layout effect: it runs before any page's own effects, so a page naming itself (the
  // group page, once its product has loaded) has the last word.
  useLayoutEffect(() => {
    document.title = pageTitle(pathname, loggedIn);
  }, [pathname, loggedIn]);

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
      { path: paths.login, lazy: () => import('./routes/login') },
      { path: paths.register, lazy: () => import('./routes/register') },
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.verifyEmail, lazy: () => import('./routes/verify-email') },
      { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      { path: paths.invoice, lazy: () => import('./routes/invoice') },
      { path: paths.termsOfUse, lazy: () => import('./routes/terms-of-use') },
      { path: paths.privacyPolicy, lazy: () => import('./routes/privacy-policy') },
      { path: paths.mobileContactUs, lazy: () => import('./routes/mobile-contact-us') },
      { path: paths.mobilePrivacyPolicy, lazy: () => import('./routes/mobile-privacy-policy') },
      { path: paths.mobileFaq, lazy: () => import('./routes/mobile-faq') },
      // An invited staff member's page (issue 38): public, so outside the console's check.
      { path: paths.adminInvite, lazy: () => import('./routes/admin-invite') },
      // The operator console (admins only): its own frame and chunks (routes/admin-*),
      // requested only when an admin opens /admin, never on a shopper's pages.
      { path: `${paths.admin}/*`, Component: AdminGate },
      // Main layout routes.
      {
        Component: MainGate,
        children: [
          { path: paths.category, lazy: inMainLayout(() => import('./routes/category')) },
          { path: paths.search, lazy: inMainLayout(() => import('./routes/search')) },
          { path: paths.product, lazy: inMainLayout(() => import('./routes/product')) },
          { path: paths.checkout, lazy: inMainLayout(() => import('./routes/checkout')) },
          { path: paths.orderSuccess, lazy: inMainLayout(() => import('./routes/order-success')) },
          { path: paths.cart, lazy: inMainLayout(() => import('./routes/cart')) },
          { path: paths.faq, lazy: inMainLayout(() => import('./routes/faq')) },
          { path: paths.contactUs, lazy: inMainLayout(() => import('./routes/contact-us')) },
          { path: paths.help, lazy: inMainLayout(() => import('./routes/help')) },
          { path: paths.billingAddress, lazy: inMainLayout(() => import('./routes/billing-address')) },
          // The historical spelling (old links), and the correct one.
          { path: paths.shippingAddressOldSpelling, lazy: inMainLayout(() => import('./routes/shipping-address')) },
          { path: paths.shippingAddress, lazy: inMainLayout(() => import('./routes/shipping-address')) },
          { path: paths.dashboard, lazy: inMainLayout(() => import('./routes/dashboard')) },
          {
            id: HOME_ROUTE_ID,
            path: '*',
            // A signed-in shopper's first page of groups is asked for once the listing's code is
            // in, before the page renders; nothing waits for it.
            loader: ({ request }) => {
              if (getToken()) void loadHome().then((home) => home.preloadHome(new URL(request.url)));
              return null;
            },
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
