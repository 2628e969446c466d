import { formatMoney, type MoneyAmount } from '../lib/money';
import './held-refund.css';

interface HeldRefundProps {
  heldQuantity: number;
  heldRefundAtClose: MoneyAmount | null | undefined;
}

/**
 * Under a cart or checkout line of a group the shopper already bought: what their earlier
 * units would get back if the group closed at today's price (docs/product.md "Live group
 * buying"). Nothing when they hold none.
 */
export function HeldRefund({ heldQuantity, heldRefundAtClose }: HeldRefundProps) {
  if (heldQuantity === 0 || heldRefundAtClose == null) return null;
  const units = heldQuantity === 1 ? '1 unit' : `${heldQuantity} units`;
  return (
    <span className="held-refund">
      You already hold {units}: {formatMoney(heldRefundAtClose)} back if the group closed now
    </span>
  );
}
