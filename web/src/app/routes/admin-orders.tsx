import { OrderLinesScreen } from '../../features/admin-orders/order-lines-screen';

// /admin/orders — order lines and their moves.
export default function AdminOrdersRoute() {
  return <OrderLinesScreen />;
}
