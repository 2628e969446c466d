import { InvitePage } from '../../features/admin-invite/invite-page';
import { AppProvider } from '../provider';

// /admin/invite?token=… — an invited staff member's page: public, outside the console's
// sign-in check (router.tsx) and frame.
export function Component() {
  return (
    <AppProvider>
      <InvitePage />
    </AppProvider>
  );
}
