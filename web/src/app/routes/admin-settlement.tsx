import { SettlementScreen } from '../../features/admin-settlement/settlement-screen';

// /admin/settlement — settlement run now.
export default function AdminSettlementRoute() {
  return <SettlementScreen />;
}
