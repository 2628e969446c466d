import { useParams } from 'react-router-dom';
import { CustomerPage } from '../../features/admin-customers/customer-page';

// /admin/customers/:id — one customer's page (keyed by id, so another customer starts fresh).
export default function AdminCustomerRoute() {
  const { id = '' } = useParams();
  return <CustomerPage key={id} id={id} />;
}
