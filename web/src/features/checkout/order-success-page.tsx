import { CheckCircleFilled } from '@ant-design/icons';

import { Link, Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { OrderSuccessCartDocument } from '../../__generated__/graphql';
import './checkout.css';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../lib/paths';

// docs/product.md#screens, verbatim (its spelling included).
export const ORDER_SUCCESS_TEXT = 'Thank you - Payment is successfully processsed and your order is on the way';

// /order-success: reloads the cart from the server (so every cached view of it is the
// emptied cart), then shows the thank-you text. Only checkout comes here (with the order's
// id in the history state, which a reload keeps); opened any other way it claims no
// payment and goes home.
export function OrderSuccessPage() {
  const placed = (useLocation().state as { orderId?: string } | null)?.orderId !== undefined;
  const { data, error } = useQuery(OrderSuccessCartDocument, { fetchPolicy: 'network-only', skip: !placed });

  if (!placed) return <Navigate to={paths.home} replace />;

  if (!data && !error) {
    return <LoadingState label="Loading" size="page" />;
  }

  return (
    <div className="order-success">
      <CheckCircleFilled className="order-success__icon" aria-hidden="true" />
      <h1 className="order-success__text">{ORDER_SUCCESS_TEXT}</h1>
      <Link to={paths.home}>Continue shopping</Link>
    </div>
  );
}
