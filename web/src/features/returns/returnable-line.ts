// What the Request Return modal needs of an order line; the app maps the orders list's
// line onto it (features do not share types).
import type { MoneyAmount } from '../../lib/money';

export interface ReturnableLine {
  orderId: string;
  orderLineId: string;
  groupId: string;
  productName: string;
  productImage: string | null;
  quantity: number;
  total: MoneyAmount;
}
