import { z } from 'zod';
import { THANKS, usd } from '../mail-content';
import { cents, defineTemplate, firstName, greeting, url } from '../mail-template';

// Settlement's word to each buyer of a closed group (settlement.service.ts, in the line's
// settling transaction): the group's final unit price against what the buyer paid, and the
// difference refunded (docs/product.md#pricing-and-money).

export const groupSettledTemplate = defineTemplate({
  name: 'group-settled',
  title: 'Group closed (final price and refund)',
  data: z.object({
    firstName,
    orderId: z.number().int(),
    product: z.string(),
    quantity: z.number().int(),
    paidUnitCents: cents,
    finalUnitCents: cents,
    refundCents: cents,
    ordersUrl: url,
  }),
  content: (data) => ({
    subject: `${data.product}: the group has closed`,
    preview:
      data.refundCents > 0
        ? `Final price ${usd(data.finalUnitCents)} per unit: ${usd(data.refundCents)} back to your card.`
        : `Final price ${usd(data.finalUnitCents)} per unit.`,
    heading: 'Your group has closed',
    greeting: greeting(data.firstName),
    blocks: [
      {
        kind: 'text',
        text:
          `The group for ${data.product} has closed and its final price is set: ${usd(data.finalUnitCents)} per unit. ` +
          (data.refundCents > 0
            ? `We refunded ${usd(data.refundCents)} of the difference to your card.`
            : 'You paid the final price, so there is no difference to refund.'),
      },
      {
        kind: 'facts',
        facts: [
          { label: 'Order', value: String(data.orderId) },
          { label: 'Quantity', value: String(data.quantity) },
          { label: 'You paid per unit', value: usd(data.paidUnitCents) },
          { label: 'Final price per unit', value: usd(data.finalUnitCents) },
          { label: 'Refunded to your card', value: usd(data.refundCents) },
        ],
      },
      { kind: 'button', label: 'See your orders', url: data.ordersUrl },
      { kind: 'text', text: THANKS },
    ],
    link: data.ordersUrl,
  }),
  sample: (publicUrl) => ({
    firstName: 'Alex',
    orderId: 1042,
    product: 'Standing Desk',
    quantity: 2,
    paidUnitCents: 24_900,
    finalUnitCents: 22_900,
    refundCents: 4_330,
    ordersUrl: `${publicUrl}/dashboard`,
  }),
});
