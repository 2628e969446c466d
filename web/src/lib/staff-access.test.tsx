import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { accessOf } from '../test/staff-access';
import { cannotOpenMessage, StaffAccessProvider, usePermissions, type StaffAccess } from './staff-access';

// The one permission hook of the console (issue 38): what the session's role holds, read by
// every screen to show only what the role can do.

const within = (access: StaffAccess) =>
  function Providers({ children }: { children: ReactNode }) {
    return <StaffAccessProvider access={access}>{children}</StaffAccessProvider>;
  };

test("can() answers the session's permissions: fulfilment ships but refunds nothing and reads no ledger", () => {
  const { result } = renderHook(() => usePermissions(), { wrapper: within(accessOf('FULFILMENT')) });
  expect(result.current.role).toBe('FULFILMENT');
  expect(result.current.can('ORDERS_FULFIL')).toBe(true);
  expect(result.current.can('ORDERS_READ')).toBe(true);
  expect(result.current.can('REFUNDS_ISSUE')).toBe(false);
  expect(result.current.can('LEDGER_READ')).toBe(false);
  expect(result.current.canAny(['SETTLEMENT_RUN', 'LEDGER_READ', 'PAYMENTS_READ'])).toBe(false);
  expect(result.current.canAny(['LEDGER_READ', 'ORDERS_READ'])).toBe(true);
});

test('an owner can do everything', () => {
  const { result } = renderHook(() => usePermissions(), { wrapper: within(accessOf('OWNER')) });
  expect(result.current.can('STAFF_MANAGE')).toBe(true);
  expect(result.current.can('AUDIT_READ')).toBe(true);
});

test('outside the console (no session read) nothing is allowed', () => {
  const { result } = renderHook(() => usePermissions());
  expect(result.current.role).toBeNull();
  expect(result.current.can('OVERVIEW_READ')).toBe(false);
});

test('a session waiting for its two-step sign-in set-up holds no permission', () => {
  const access = { ...accessOf('OWNER'), permissions: [], totpSetupRequired: true };
  const { result } = renderHook(() => usePermissions(), { wrapper: within(access) });
  expect(result.current.totpSetupRequired).toBe(true);
  expect(result.current.can('STAFF_MANAGE')).toBe(false);
});

test('a closed screen says which role cannot open what', () => {
  expect(cannotOpenMessage('FULFILMENT', 'the ledger')).toBe('Your role (Fulfilment) cannot open the ledger.');
  expect(cannotOpenMessage(null, 'the audit log')).toBe('Your account cannot open the audit log.');
});
