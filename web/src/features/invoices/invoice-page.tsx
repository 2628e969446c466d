import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
// The page's printable invoice is the component InvoiceDocument; the query's document goes by another name here.
import { InvoiceDocument as InvoiceOperation } from '../../__generated__/graphql';
import { BrandLogo } from '../../lib/brand-logo';
import { errorMessage } from '../../lib/error-message';
import { InvoiceDocument } from './invoice-document';
import { InvoiceFooter } from './invoice-footer';
import './invoice.css';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../lib/paths';
import { useMessage } from '../../lib/message';

export const REFUSED_TITLE = 'This invoice cannot be shown';
const REFUSED_HINT =
  'Open it from the link in your order e-mail or your orders list, or sign in with the account that placed the order.';
export const MISSING_ORDER_TEXT = 'This invoice link has no order number.';

// /invoice?orderid=…[&token=…] (docs/product.md#screens 'Invoice page'): public, outside the main layout.
// The API shows it for the link's signed token or to the signed-in owner; anything else is
// refused alike. A failure toasts the server's message and stops loading (docs/product.md#messages).
export function InvoicePage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderid')?.trim() ?? '';
  const token = params.get('token')?.trim() || null;
  const message = useMessage();
  const { data, loading, error } = useQuery(InvoiceOperation, {
    variables: { orderId, token },
    skip: orderId === '',
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (error) void message.error(errorMessage(error));
  }, [error, message]);

  let body;
  if (orderId === '') {
    body = <Refused detail={MISSING_ORDER_TEXT} />;
  } else if (data) {
    body = <InvoiceDocument invoice={data.invoice} />;
  } else if (loading) {
    body = <LoadingState label="Loading invoice" size="page" />;
  } else {
    body = <Refused detail={error ? errorMessage(error) : undefined} />;
  }

  return (
    <div className="invoice-page">
      <main className="invoice-page__main">{body}</main>
      <InvoiceFooter />
    </div>
  );
}

function Refused({ detail }: { detail?: string }) {
  return (
    <section className="invoice-refused" role="alert" aria-labelledby="invoice-refused-title">
      <BrandLogo size={32} />
      <h1 id="invoice-refused-title">{REFUSED_TITLE}</h1>
      {detail && <p className="invoice-refused__detail">{detail}</p>}
      <p>{REFUSED_HINT}</p>
      <p>
        <Link to={paths.login}>Sign in</Link>
      </p>
    </section>
  );
}
