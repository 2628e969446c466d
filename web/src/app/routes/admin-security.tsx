import { SecurityPage } from '../../features/admin-security/security-page';

// /admin/security — the signed-in staff member's two-step sign-in.
export default function AdminSecurityRoute() {
  return <SecurityPage />;
}
