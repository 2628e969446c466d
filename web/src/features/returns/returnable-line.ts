// What the Request Return modal needs of an order line; the app maps the orders list's
// line onto it (features do not share types).
export interface ReturnableLine {
  orderId: string;
  orderLineId: string;
  groupId: string;
  productName: string;
  productImage: string | null;
  quantity: number;
  total: number;
}
