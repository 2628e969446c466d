import { MyOrders } from '../../features/orders/my-orders';
import { RequestReturnButton } from '../../features/returns/request-return-button';

// The dashboard's 'My Orders' tab: the orders list with the returns feature's Return
// action on the lines that allow one. Features do not import each other, so they meet here.
export function MyOrdersWithReturns() {
  return (
    <MyOrders
      renderReturnAction={(line, reload) => (
        <RequestReturnButton
          line={{
            orderId: line.orderId,
            orderLineId: line.id,
            groupId: line.groupId,
            productName: line.productName,
            productImage: line.productImage,
            quantity: line.quantity,
            total: line.total,
          }}
          onReturned={reload}
        />
      )}
    />
  );
}
