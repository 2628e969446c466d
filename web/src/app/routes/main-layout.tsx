import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HeaderCart } from '../../features/cart/header-cart';
import { CategoryNav } from '../../features/navigation/category-nav';
import { HeaderSearch } from '../../features/search/header-search';
import { MainLayout } from '../../layout/main-layout';
import { HeaderCartDocument, NavigationCategoriesDocument } from '../../__generated__/graphql';
import { preloadQueriesTogether } from '../../lib/preload-query';
import { getToken } from '../../lib/session';
import { apolloClient } from '../apollo';
import { AppProvider } from '../provider';
import { RouteFallback } from '../route-fallback';

let frameDataAsked = false;

/**
 * The header's data (the cart count, the category bar), asked for once the layout's code is
 * in, beside the page's own (app/router.tsx): the header's queries, cache first, then read
 * these answers. Sent by the header itself, they left with the commit that first shows the
 * page, a round trip in a row before its largest paint on a phone (docs/decisions.md "The
 * group page's largest paint"). Once per load of the app, and only with a session: the
 * header shows neither to a visitor, and each refreshes itself afterwards.
 */
export function preloadFrameData(): void {
  if (frameDataAsked || !getToken()) return;
  frameDataAsked = true;
  preloadQueriesTogether(apolloClient, [{ query: HeaderCartDocument }, { query: NavigationCategoriesDocument }]);
}

// The main layout routes' frame: Apollo and antd providers, header (with the search box
// cart and the category bar), page, footer.
export default function MainLayoutRoute() {
  return (
    <AppProvider>
      <MainLayout search={<HeaderSearch />} cart={<HeaderCart />} navigation={<CategoryNav />}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </MainLayout>
    </AppProvider>
  );
}
