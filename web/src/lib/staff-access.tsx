import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { StaffPermission, StaffRole } from '../__generated__/graphql';

// What the signed-in staff member may do in the operator console (issue 38): the session's
// role and permissions, read once when the console opens (app/routes/admin-console.tsx)
// and given to every screen here. The console shows only what `can` allows; the gateway
// and the API refuse everything else whatever the browser shows (docs/decisions.md "The
// console by role").

export interface StaffAccess {
  role: StaffRole | null;
  permissions: readonly StaffPermission[];
  totpEnabled: boolean;
  /** The shop requires two-step sign-in and this account has not set it up: no permission until it does. */
  totpSetupRequired: boolean;
}

/** Each role as the console names it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  OWNER: 'Owner',
  SUPPORT: 'Support',
  FULFILMENT: 'Fulfilment',
  FINANCE: 'Finance',
  CATALOGUE: 'Catalogue',
};

/** Nothing allowed: what a screen outside the console's provider gets. */
const NO_ACCESS: StaffAccess = { role: null, permissions: [], totpEnabled: false, totpSetupRequired: false };

const StaffAccessContext = createContext<StaffAccess>(NO_ACCESS);

export function StaffAccessProvider({ access, children }: { access: StaffAccess; children: ReactNode }) {
  return <StaffAccessContext.Provider value={access}>{children}</StaffAccessContext.Provider>;
}

export interface Permissions extends StaffAccess {
  /** Whether the session holds this permission. */
  can: (permission: StaffPermission) => boolean;
  /** Whether it holds at least one of these (a screen made of several parts). */
  canAny: (permissions: readonly StaffPermission[]) => boolean;
}

/** The signed-in staff member's role and permissions, and `can(permission)`. */
export function usePermissions(): Permissions {
  const access = useContext(StaffAccessContext);
  return useMemo(() => {
    const held = new Set(access.permissions);
    return {
      ...access,
      can: (permission) => held.has(permission),
      canAny: (permissions) => permissions.some((permission) => held.has(permission)),
    };
  }, [access]);
}

/** What a direct URL to a screen the role cannot open says, e.g. "Your role (Fulfilment) cannot open the ledger." */
export function cannotOpenMessage(role: StaffRole | null, what: string): string {
  return role ? `Your role (${ROLE_LABELS[role]}) cannot open ${what}.` : `Your account cannot open ${what}.`;
}
