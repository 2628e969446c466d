import { StaffScreen } from '../../features/admin-staff/staff-screen';

// /admin/staff — staff accounts, invites and the staff settings.
export default function AdminStaffRoute() {
  return <StaffScreen />;
}
