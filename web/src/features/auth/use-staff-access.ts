import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { StaffSessionDocument } from '../../__generated__/graphql';
import type { StaffAccess } from '../../lib/staff-access';

/**
 * The signed-in staff member's role and permissions, read from the server each time the
 * console opens (not from what login stored): a role changed by an owner, or two-step
 * sign-in just set up, shows at the next visit. `refetch` reads them again.
 */
export function useStaffAccess(): {
  access: StaffAccess | undefined;
  error: unknown;
  refetch: () => void;
} {
  const { data, error, refetch } = useQuery(StaffSessionDocument, { fetchPolicy: 'network-only' });
  const session = data?.session;
  const access = useMemo(
    () =>
      session && {
        role: session.staffRole ?? null,
        permissions: session.permissions,
        totpEnabled: session.totpEnabled,
        totpSetupRequired: session.totpSetupRequired,
      },
    [session],
  );
  return {
    access,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
