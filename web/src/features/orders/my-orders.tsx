import { Empty } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyOrdersDocument, type OrderLineCard_LineFragment } from '../../__generated__/graphql';
import { OrderLineCard } from './order-line-card';
import { canRequestReturn } from './order-status';
import './orders.css';
import { LoadingState } from '../../components/loading-state';

export const NO_ORDERS_TEXT = 'No Orders Available';

/** Lines asked for at a time: the gateway's default page of order lines. */
export const ORDERS_PAGE_SIZE = 20;

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
// The list is read a page at a time and the tab shows every line, as it always has: the
// first page draws at once, and each following page is asked for as soon as the one
// before it is in, after its last cursor, so orders placed meanwhile never make a line
// repeat or go missing (docs/decisions.md "Cursor connections in GraphQL").
// The tab's heading, for screen readers: the dashboard's h1, then this, then each line's h3
// (axe's heading-order found the h3s straight under the h1; the tab itself names the panel).
const HEADING = <h2 className="sr-only">My Orders</h2>;

export function MyOrders({ renderReturnAction }: MyOrdersProps) {
  const { data, loading, refetch, fetchMore } = useQuery(MyOrdersDocument, {
    variables: { first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const lines = data?.orderLines.edges.map((edge) => edge.node);
  const pageInfo = data?.orderLines.pageInfo;
  // The cursor a following page failed after: the list ends there, silently, as a failed
  // first load does (a reload or the next opening of the tab reads it again).
  const [failedAfter, setFailedAfter] = useState<string | null>(null);
  const endCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const nextCursor = endCursor && endCursor !== failedAfter ? endCursor : null;

  // The next page once the last one is in; the cache appends it (app/apollo-cache.ts).
  useEffect(() => {
    if (!nextCursor) return;
    fetchMore({ variables: { after: nextCursor } }).catch(() => setFailedAfter(nextCursor));
  }, [nextCursor, fetchMore]);

  if (!lines && loading) {
    return <LoadingState label="Loading orders" />;
  }

  if (!lines || lines.length === 0) {
    return (
      <div className="my-orders">
        {HEADING}
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
      {HEADING}
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
      {nextCursor && <LoadingState label="Loading orders" />}
    </div>
  );
}
