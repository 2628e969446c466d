import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MainLayout } from '../../layout/main-layout';
import { AppProvider } from '../provider';
import { RouteFallback } from '../route-fallback';

// The main layout routes' frame: Apollo and antd providers, header, page, footer.
export default function MainLayoutRoute() {
  return (
    <AppProvider>
      <MainLayout>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </MainLayout>
    </AppProvider>
  );
}
