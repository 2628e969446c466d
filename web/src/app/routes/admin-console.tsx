import {
  AppstoreOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  RollbackOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ConsoleLayout, type ConsoleNavEntry } from '../../layout/console-layout';
import { paths } from '../../lib/paths';
import { AppProvider } from '../provider';
import { RouteFallback } from '../route-fallback';

// The console's screens are routed here, below the admin check in router.tsx, each its
// own chunk; a screen and its nav entry land together.
const DocumentsRoute = lazy(() => import('./admin-documents'));
const OrdersRoute = lazy(() => import('./admin-orders'));
const ReturnsRoute = lazy(() => import('./admin-returns'));
const SettlementRoute = lazy(() => import('./admin-settlement'));
const GroupsRoute = lazy(() => import('./admin-groups'));
// The Overview (the console's landing) and Customers.
const OverviewRoute = lazy(() => import('./admin-overview'));
const CustomersRoute = lazy(() => import('./admin-customers'));
const CustomerRoute = lazy(() => import('./admin-customer'));

const NAV: readonly ConsoleNavEntry[] = [
  { to: paths.admin, label: 'Overview', icon: <DashboardOutlined />, end: true },
  { to: paths.adminDocuments, label: 'Documents', icon: <FileProtectOutlined /> },
  { to: paths.adminOrders, label: 'Orders', icon: <ShoppingOutlined /> },
  { to: paths.adminReturns, label: 'Returns', icon: <RollbackOutlined /> },
  { to: paths.adminSettlement, label: 'Settlement', icon: <CalculatorOutlined /> },
  { to: paths.adminGroups, label: 'Groups', icon: <AppstoreOutlined /> },
  { to: paths.adminCustomers, label: 'Customers', icon: <TeamOutlined /> },
];

/** Paths below /admin, as the descendant routes match them. */
const below = (path: string) => path.slice(paths.admin.length + 1);

// /admin/* for an admin: providers, the console frame and the screen.
export default function AdminConsoleRoute() {
  return (
    <AppProvider>
      <ConsoleLayout nav={NAV}>
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route index element={<OverviewRoute />} />
            <Route path={below(paths.adminDocuments)} element={<DocumentsRoute />} />
            <Route path={below(paths.adminOrders)} element={<OrdersRoute />} />
            <Route path={below(paths.adminReturns)} element={<ReturnsRoute />} />
            <Route path={below(paths.adminSettlement)} element={<SettlementRoute />} />
            <Route path={`${below(paths.adminGroups)}/*`} element={<GroupsRoute />} />
            <Route path={below(paths.adminCustomers)} element={<CustomersRoute />} />
            <Route path={below(paths.adminCustomer)} element={<CustomerRoute />} />
            <Route path="*" element={<Navigate to={paths.admin} replace />} />
          </Routes>
        </Suspense>
      </ConsoleLayout>
    </AppProvider>
  );
}
