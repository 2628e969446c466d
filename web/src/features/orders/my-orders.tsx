import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useMyOrdersQuery, type OrderLineCard_LineFragment } from '../../__generated__/graphql';
import { OrderLineCard } from './order-line-card';
import { canRequestReturn } from './order-status';
import './orders.css';
import { LoadingState } from '../../components/loading-state';

export const NO_ORDERS_TEXT = 'No Orders Available';

export type OrderLine = OrderLineCard_LineFragment;

interface MyOrdersProps {
  /**
   * The Return control of a line (features/returns, composed in app/): called only for
   * lines whose status allows a return, with `reload` to call after a successful request.
   * Without it no line offers a return.
   */
  renderReturnAction?: (line: OrderLine, reload: () => void) => ReactNode;
}

// The dashboard's 'My Orders' tab (docs/product.md#screens): one card per order line, or 'No Orders
// Available'. The tab is remounted on each click and the list is read from the network
// every time it mounts (docs/product.md#dashboard: My Orders reloads on every click). A failed
// load is silent (docs/product.md#messages): the spinner stops and the empty state shows.
export function MyOrders({ renderReturnAction }: MyOrdersProps) {
  const { data, loading, refetch } = useMyOrdersQuery({
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const lines = data?.orderLines;

  if (!lines && loading) {
    return <LoadingState label="Loading orders" />;
  }

  if (!lines || lines.length === 0) {
    return (
      <div className="my-orders">
        <Empty className="my-orders__empty" description={NO_ORDERS_TEXT} />
      </div>
    );
  }

  // A failed reload keeps the list shown (and stays silent).
  const reload = () => {
    refetch().catch(() => undefined);
  };

  return (
    <div className="my-orders">
      <ul className="my-orders__list" aria-label="My orders">
        {lines.map((line) => (
          <li key={line.id}>
            <OrderLineCard
              line={line}
              returnAction={renderReturnAction && canRequestReturn(line) ? renderReturnAction(line, reload) : null}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
