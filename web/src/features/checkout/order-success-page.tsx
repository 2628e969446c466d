import { CheckCircleFilled } from '@ant-design/icons';
import { Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useOrderSuccessCartQuery } from '../../__generated__/graphql';
import './checkout.css';

// Spec §2, verbatim (its spelling included).
export const ORDER_SUCCESS_TEXT = 'Thank you - Payment is successfully processsed and your order is on the way';

// /order-success: reloads the cart from the server (so every cached view of it is the
// emptied cart), then shows the thank-you text.
export function OrderSuccessPage() {
  const { data, error } = useOrderSuccessCartQuery({ fetchPolicy: 'network-only' });

  if (!data && !error) {
    return (
      <div className="order-success" aria-busy="true">
        <Spin />
        <span className="sr-only" role="status">
          Loading
        </span>
      </div>
    );
  }

  return (
    <div className="order-success">
      <CheckCircleFilled className="order-success__icon" aria-hidden="true" />
      <h1 className="order-success__text">{ORDER_SUCCESS_TEXT}</h1>
      <Link to="/">Continue shopping</Link>
    </div>
  );
}
