import type { StaffPermission, StaffRole } from '../__generated__/graphql';
import type { StaffAccess } from '../lib/staff-access';

// Staff sessions for tests of the console's screens, with the roles' permissions as the API
// builds them (api/src/modules/staff/permissions.ts ROLE_PERMISSIONS).

/** Every permission; the object's type makes a permission added to the schema fail here until listed. */
const EVERY: Record<StaffPermission, true> = {
  OVERVIEW_READ: true,
  GROUPS_READ: true,
  GROUPS_WRITE: true,
  ORDERS_READ: true,
  ORDERS_FULFIL: true,
  RETURNS_DECIDE: true,
  REFUNDS_ISSUE: true,
  CUSTOMERS_READ: true,
  CUSTOMERS_SESSIONS: true,
  DOCUMENTS_REVIEW: true,
  LEDGER_READ: true,
  SETTLEMENT_RUN: true,
  PAYMENTS_READ: true,
  STAFF_MANAGE: true,
  AUDIT_READ: true,
};

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: Object.keys(EVERY) as StaffPermission[],
  SUPPORT: [
    'OVERVIEW_READ',
    'GROUPS_READ',
    'ORDERS_READ',
    'RETURNS_DECIDE',
    'CUSTOMERS_READ',
    'CUSTOMERS_SESSIONS',
    'DOCUMENTS_REVIEW',
  ],
  FULFILMENT: ['OVERVIEW_READ', 'GROUPS_READ', 'ORDERS_READ', 'ORDERS_FULFIL'],
  FINANCE: [
    'OVERVIEW_READ',
    'GROUPS_READ',
    'ORDERS_READ',
    'REFUNDS_ISSUE',
    'LEDGER_READ',
    'SETTLEMENT_RUN',
    'PAYMENTS_READ',
  ],
  CATALOGUE: ['OVERVIEW_READ', 'GROUPS_READ', 'GROUPS_WRITE'],
};

/** A signed-in staff member of this role, two-step sign-in off and not required. */
export function accessOf(role: StaffRole): StaffAccess {
  return { role, permissions: ROLE_PERMISSIONS[role], totpEnabled: false, totpSetupRequired: false };
}

export const OWNER_ACCESS = accessOf('OWNER');
