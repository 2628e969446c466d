import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HeaderCart } from '../../features/cart/header-cart';
import { CategoryNav } from '../../features/navigation/category-nav';
import { HeaderSearch } from '../../features/search/header-search';
import { MainLayout } from '../../layout/main-layout';
import { AppProvider } from '../provider';
import { RouteFallback } from '../route-fallback';

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
