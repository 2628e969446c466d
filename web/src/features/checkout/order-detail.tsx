import type { OrderDetail_CartFragment } from '../../__generated__/graphql';
import { HeldRefund } from '../../components/held-refund';
import { centsOf, formatCents, formatMoney } from '../../lib/money';
import { cutText } from '../../lib/text';

// docs/product.md#constants-and-limits: product names cut at 40 characters in the checkout table.
const CHECKOUT_NAME_MAX = 40;

type Line = OrderDetail_CartFragment['lines'][number];

// docs/product.md#constants-and-limits: the checkout line total is price × quantity plus tax, shipping and platform fee,
// summed in cents so the pennies add up as the server's do.
function checkoutLineTotalCents(line: Line): number {
  return (
    centsOf(line.unitPrice) * line.quantity + centsOf(line.tax) + centsOf(line.shipping) + centsOf(line.platformFee)
  );
}

// 'Order Detail': the line table and the totals.
export function OrderDetail({ cart }: { cart: OrderDetail_CartFragment }) {
  return (
    <section className="order-detail" aria-labelledby="order-detail-title">
      <h2 id="order-detail-title" className="checkout__title">
        Order Detail
      </h2>
      <table className="order-detail__table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.id}>
              <td title={line.productName}>
                {cutText(line.productName, CHECKOUT_NAME_MAX)}
                <HeldRefund heldQuantity={line.heldQuantity} heldRefundAtClose={line.heldRefundAtClose} />
              </td>
              <td>{formatMoney(line.unitPrice)}</td>
              <td>{line.quantity}</td>
              <td>{formatCents(checkoutLineTotalCents(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-detail__totals">
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(cart.total)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatMoney(cart.totalTax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatMoney(cart.totalShipping)}</dd>
        </div>
        <div>
          <dt>Platform fee</dt>
          <dd>{formatMoney(cart.totalPlatformFee)}</dd>
        </div>
        <div className="order-detail__grand">
          <dt>Grand Total</dt>
          <dd>{formatMoney(cart.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
