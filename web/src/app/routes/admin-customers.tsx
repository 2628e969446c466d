import { CustomersScreen } from '../../features/admin-customers/customers-screen';

// /admin/customers — accounts searched by name or e-mail.
export default function AdminCustomersRoute() {
  return <CustomersScreen />;
}
