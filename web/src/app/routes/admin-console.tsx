import {
  AppstoreOutlined,
  AuditOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  MailOutlined,
  RollbackOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { StaffPermission } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { RequirePermission } from '../../components/require-permission';
import { useSignOutWhenSessionEnds } from '../../features/auth/use-sign-out-when-session-ends';
import { useStaffAccess } from '../../features/auth/use-staff-access';
import { ConsoleLayout, type ConsoleNavEntry } from '../../layout/console-layout';
import { errorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { StaffAccessProvider, usePermissions } from '../../lib/staff-access';
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
// The mail templates' previews.
const MailTemplatesRoute = lazy(() => import('./admin-mail-templates'));
// Staff accounts, the audit log and the staff member's own two-step sign-in (issue 38).
const StaffRoute = lazy(() => import('./admin-staff'));
const AuditRoute = lazy(() => import('./admin-audit'));
const SecurityRoute = lazy(() => import('./admin-security'));

/** A console screen: where it is, its menu entry, and who may open it. */
interface ConsoleScreen extends ConsoleNavEntry {
  /** Its route below /admin ('' for the Overview). */
  route: string;
  element: ReactNode;
  /** It opens with any one of these; none: every staff member. */
  anyOf?: readonly StaffPermission[];
  /** What a role without them "cannot open" (docs/decisions.md "The console by role"). */
  what?: string;
  /** Routed but not in the menu (a customer's page: reached from Customers). */
  unlisted?: boolean;
}

/** Paths below /admin, as the descendant routes match them. */
const below = (path: string) => path.slice(paths.admin.length + 1);

const SCREENS: readonly ConsoleScreen[] = [
  {
    to: paths.admin,
    route: '',
    label: 'Overview',
    icon: <DashboardOutlined />,
    end: true,
    element: <OverviewRoute />,
    anyOf: ['OVERVIEW_READ'],
    what: 'the Overview',
  },
  {
    to: paths.adminDocuments,
    route: below(paths.adminDocuments),
    label: 'Documents',
    icon: <FileProtectOutlined />,
    element: <DocumentsRoute />,
    anyOf: ['DOCUMENTS_REVIEW'],
    what: "customers' documents",
  },
  {
    to: paths.adminOrders,
    route: below(paths.adminOrders),
    label: 'Orders',
    icon: <ShoppingOutlined />,
    element: <OrdersRoute />,
    anyOf: ['ORDERS_READ'],
    what: 'the order lines',
  },
  {
    to: paths.adminReturns,
    route: below(paths.adminReturns),
    label: 'Returns',
    icon: <RollbackOutlined />,
    element: <ReturnsRoute />,
    anyOf: ['ORDERS_READ'],
    what: 'returns',
  },
  {
    to: paths.adminSettlement,
    route: below(paths.adminSettlement),
    label: 'Settlement',
    icon: <CalculatorOutlined />,
    element: <SettlementRoute />,
    // Its parts each need their own (runs, the ledger, Stripe's records): any one opens it.
    anyOf: ['SETTLEMENT_RUN', 'LEDGER_READ', 'PAYMENTS_READ'],
    what: 'settlement and the ledger',
  },
  {
    to: paths.adminGroups,
    route: `${below(paths.adminGroups)}/*`,
    label: 'Groups',
    icon: <AppstoreOutlined />,
    element: <GroupsRoute />,
    anyOf: ['GROUPS_READ'],
    what: 'groups',
  },
  {
    to: paths.adminCustomers,
    route: below(paths.adminCustomers),
    label: 'Customers',
    icon: <TeamOutlined />,
    element: <CustomersRoute />,
    anyOf: ['CUSTOMERS_READ'],
    what: 'customers',
  },
  {
    to: paths.adminCustomers,
    route: below(paths.adminCustomer),
    label: 'Customer',
    icon: <TeamOutlined />,
    element: <CustomerRoute />,
    anyOf: ['CUSTOMERS_READ'],
    what: "a customer's page",
    unlisted: true,
  },
  {
    to: paths.adminMailTemplates,
    route: below(paths.adminMailTemplates),
    label: 'Mail templates',
    icon: <MailOutlined />,
    element: <MailTemplatesRoute />,
    anyOf: ['CUSTOMERS_READ'],
    what: 'the mail templates',
  },
  {
    to: paths.adminStaff,
    route: below(paths.adminStaff),
    label: 'Staff',
    icon: <IdcardOutlined />,
    element: <StaffRoute />,
    anyOf: ['STAFF_MANAGE'],
    what: 'staff accounts',
  },
  {
    to: paths.adminAudit,
    route: below(paths.adminAudit),
    label: 'Audit log',
    icon: <AuditOutlined />,
    element: <AuditRoute />,
    anyOf: ['AUDIT_READ'],
    what: 'the audit log',
  },
  {
    to: paths.adminSecurity,
    route: below(paths.adminSecurity),
    label: 'Two-step sign-in',
    icon: <SafetyOutlined />,
    element: <SecurityRoute />,
  },
];

const SECURITY = SCREENS.find((screen) => screen.to === paths.adminSecurity)!;

/** A screen behind its permission: a role without it reads why, under the screen's heading. */
function guarded(screen: ConsoleScreen): ReactNode {
  if (!screen.anyOf) return screen.element;
  return (
    <RequirePermission anyOf={screen.anyOf} title={screen.label} what={screen.what ?? screen.label}>
      {screen.element}
    </RequirePermission>
  );
}

// The screens of the signed-in staff member: the menu lists only those their role opens;
// every screen stays routed, so a direct URL to another says so instead of failing. Until
// the two-step sign-in the shop requires is set up, the session has no permission and the
// console is its setup page alone.
export function ConsoleScreens() {
  useSignOutWhenSessionEnds();
  const { canAny, totpSetupRequired } = usePermissions();
  const allowed = (screen: ConsoleScreen) => !screen.anyOf || canAny(screen.anyOf);
  const screens = totpSetupRequired ? [SECURITY] : SCREENS;

  return (
    <ConsoleLayout nav={screens.filter((screen) => !screen.unlisted && allowed(screen))}>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          {screens.map((screen) =>
            screen.route === '' ? (
              <Route key="index" index element={guarded(screen)} />
            ) : (
              <Route key={screen.route} path={screen.route} element={guarded(screen)} />
            ),
          )}
          <Route path="*" element={<Navigate to={totpSetupRequired ? paths.adminSecurity : paths.admin} replace />} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}

// The staff member's role and permissions, read as the console opens, for every screen.
function ConsoleAccess({ children }: { children: ReactNode }) {
  const { access, error } = useStaffAccess();
  if (access) return <StaffAccessProvider access={access}>{children}</StaffAccessProvider>;
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  return <LoadingState label="Opening the console" size="page" />;
}

// /admin/* for an admin: providers, the console frame and the screen.
export default function AdminConsoleRoute() {
  return (
    <AppProvider>
      <ConsoleAccess>
        <ConsoleScreens />
      </ConsoleAccess>
    </AppProvider>
  );
}
