import { OverviewScreen } from '../../features/admin-overview/overview-screen';

// /admin — the console's landing: the shop's figures and orders and refunds per day.
export default function AdminOverviewRoute() {
  return <OverviewScreen />;
}
