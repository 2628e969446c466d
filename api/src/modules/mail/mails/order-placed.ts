import { z } from 'zod';
import { THANKS, usd } from '../mail-content';
import {
  SAMPLE_ADDRESS,
  addressLines,
  cents,
  defineTemplate,
  deliveryAddress,
  firstName,
  greeting,
  url,
} from '../mail-template';

// The buyer's receipt (checkout/order-placed-mail.ts reads it from the order in the
// transaction that places it): every item with its quantity and unit price, the order's
// tax, shipping, platform fee and total, where it goes, and the way to My Orders.

const orderPlaced = z.object({
  firstName,
  orderId: z.number().int(),
  items: z.array(z.object({ product: z.string(), quantity: z.number().int(), unitPriceCents: cents })).min(1),
  goodsCents: cents,
  taxCents: cents,
  shippingCents: cents,
  platformFeeCents: cents,
  totalCents: cents,
  deliveryAddress,
  ordersUrl: url,
});

export const orderPlacedTemplate = defineTemplate({
  name: 'order-placed',
  title: 'Order placed (the receipt)',
  data: orderPlaced,
  content: (data) => {
    const units = data.items.reduce((sum, item) => sum + item.quantity, 0);
    return {
      subject: `Your order ${data.orderId} is placed`,
      preview: `${units} ${units === 1 ? 'unit' : 'units'} for ${usd(data.totalCents)}, delivered to ${data.deliveryAddress.city}.`,
      heading: 'Thank you for your order',
      greeting: greeting(data.firstName),
      blocks: [
        {
          kind: 'text',
          text:
            data.totalCents > 0
              ? `Your order ${data.orderId} is placed and ${usd(data.totalCents)} was charged to your card.`
              : `Your order ${data.orderId} is placed; nothing was charged.`,
        },
        {
          kind: 'items',
          rows: data.items.map((item) => ({
            product: item.product,
            quantity: item.quantity,
            unitPrice: usd(item.unitPriceCents),
            amount: usd(item.unitPriceCents * item.quantity),
          })),
          totals: [
            { label: 'Subtotal', value: usd(data.goodsCents) },
            { label: 'Tax', value: usd(data.taxCents) },
            { label: 'Shipping', value: usd(data.shippingCents) },
            { label: 'Platform fee', value: usd(data.platformFeeCents) },
            { label: 'Total charged', value: usd(data.totalCents) },
          ],
        },
        { kind: 'address', heading: 'Delivery address', lines: addressLines(data.deliveryAddress) },
        {
          kind: 'text',
          text: "If the group's price falls further before it closes, we refund the difference within 48 hours of its closing.",
        },
        { kind: 'button', label: 'See your orders', url: data.ordersUrl },
        { kind: 'text', text: THANKS },
      ],
      link: data.ordersUrl,
    };
  },
  sample: (publicUrl) => ({
    firstName: 'Alex',
    orderId: 1042,
    items: [
      { product: 'Standing Desk', quantity: 2, unitPriceCents: 24_900 },
      { product: 'Desk Lamp', quantity: 1, unitPriceCents: 3_450 },
    ],
    goodsCents: 53_250,
    taxCents: 4_393,
    shippingCents: 3_000,
    platformFeeCents: 1_065,
    totalCents: 61_708,
    deliveryAddress: SAMPLE_ADDRESS,
    ordersUrl: `${publicUrl}/dashboard`,
  }),
});
