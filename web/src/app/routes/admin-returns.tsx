import { ReturnsScreen } from '../../features/admin-returns/returns-screen';

// /admin/returns — returns by step.
export default function AdminReturnsRoute() {
  return <ReturnsScreen />;
}
