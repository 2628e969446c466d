import { AuditScreen } from '../../features/admin-audit/audit-screen';

// /admin/audit-log — the audit log, its filters and its CSV.
export default function AdminAuditRoute() {
  return <AuditScreen />;
}
