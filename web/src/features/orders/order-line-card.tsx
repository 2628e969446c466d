import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderLineCard_LineFragment } from '../../__generated__/graphql';
import { formatDate } from '../../lib/date';
import { mediaUrl } from '../../lib/media';
import { centsOf, formatMoney } from '../../lib/money';
import { cutText } from '../../lib/text';
import { canViewInvoice, invoiceHref, statusLabel, statusTone } from './order-status';
import { productPath } from '../../lib/paths';

// docs/product.md#constants-and-limits: product names are cut at 170 characters on the orders list.
const ORDER_NAME_MAX = 170;
// Shown for tracking details a line does not have yet.
const NONE = '—';

interface OrderLineCardProps {
  line: OrderLineCard_LineFragment;
  // The Return control (features/returns, composed by the app), shown only when the rules
  // allow a return; null when none is composed.
  returnAction: ReactNode;
}

// One order line as a card (docs/product.md#screens 'My Orders'): product, amounts, tracking, address,
// order id, status badge, order date and actions. Beyond the product rules, a line of a settled
// group shows its final unit price, and any line shows what was refunded on it.
export function OrderLineCard({ line, returnAction }: OrderLineCardProps) {
  const address = line.deliveryAddress;
  const showInvoice = canViewInvoice(line);
  const headingId = `order-line-${line.id}`;
  const whileOpen =
    line.todayUnitPrice != null && line.refundIfClosedNow != null
      ? { today: line.todayUnitPrice, refund: line.refundIfClosedNow }
      : null;

  return (
    <article className={whileOpen ? 'order-card order-card--open-group' : 'order-card'} aria-labelledby={headingId}>
      <div className="order-card__image">
        {line.productImage ? (
          <img src={mediaUrl(line.productImage)} alt="" loading="lazy" decoding="async" width={96} height={96} />
        ) : (
          <span className="order-card__image--empty" aria-hidden="true" />
        )}
      </div>

      <div className="order-card__head">
        <h3 id={headingId} className="order-card__name">
          <Link to={productPath(line.groupId)}>{cutText(line.productName, ORDER_NAME_MAX)}</Link>
        </h3>
        <div className="order-card__meta">
          <span className={`order-status order-status--${statusTone(line)}`}>{statusLabel(line)}</span>
          <span>
            Order ID <strong>#{line.orderId}</strong>
          </span>
          <span>
            Ordered on <time dateTime={line.orderedAt}>{formatDate(line.orderedAt)}</time>
          </span>
        </div>
      </div>

      <dl className="order-card__facts order-card__facts--money">
        <Fact label="Price" value={formatMoney(line.unitPrice)} />
        <Fact label="Quantity" value={String(line.quantity)} />
        <Fact label="Tax" value={formatMoney(line.tax)} />
        <Fact label="Shipping" value={formatMoney(line.shipping)} />
        {/* The total is what was charged, so the fee it includes is shown too (docs/decisions.md). */}
        <Fact label="Platform fee" value={formatMoney(line.platformFee)} />
        <Fact label="Total" value={formatMoney(line.total)} strong />
        {line.finalUnitPrice !== null && <Fact label="Final price" value={formatMoney(line.finalUnitPrice)} />}
        {centsOf(line.refundedAmount) > 0 && (
          <Fact label="Refunded" value={formatMoney(line.refundedAmount)} highlight />
        )}
      </dl>

      {whileOpen && (
        // docs/product.md#what-a-buyer-sees: while the group is open, what closing now would give back.
        <dl className="order-card__facts order-card__facts--open-group" aria-label="While the group is open">
          <Fact label="Price paid" value={formatMoney(line.unitPrice)} />
          <Fact label="Today's price" value={formatMoney(whileOpen.today)} />
          <Fact label="Refund if the group closed now" value={formatMoney(whileOpen.refund)} highlight />
        </dl>
      )}

      <dl className="order-card__facts order-card__facts--delivery">
        <Fact label="Tracking company" value={line.trackingCompany ?? NONE} />
        <Fact label="Tracking number" value={line.trackingNumber ?? NONE} />
        <Fact
          label="Address"
          wide
          value={`${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`}
        />
      </dl>

      {line.returnDeclineReason && <p className="order-card__decline">Return declined: {line.returnDeclineReason}</p>}

      {(returnAction || showInvoice) && (
        <div className="order-card__actions">
          {returnAction}
          {showInvoice && (
            <a className="order-card__invoice" href={invoiceHref(line)} target="_blank" rel="noopener">
              View Invoice
            </a>
          )}
        </div>
      )}
    </article>
  );
}

interface FactProps {
  label: string;
  value: string;
  strong?: boolean;
  highlight?: boolean;
  wide?: boolean;
}

function Fact({ label, value, strong, highlight, wide }: FactProps) {
  const modifiers = [
    strong && 'order-card__fact--strong',
    highlight && 'order-card__fact--highlight',
    wide && 'order-card__fact--wide',
  ].filter(Boolean);
  return (
    <div className={['order-card__fact', ...modifiers].join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
