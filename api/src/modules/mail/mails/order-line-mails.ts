import { z } from 'zod';
import { THANKS, usd, type Fact, type MailBlock, type MailContent } from '../mail-content';
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
import { trackingUrlOf } from '../tracking-links';

// A line's moves as its buyer hears of them (orders/order-line-lifecycle.ts queues one in
// each move's transaction): shipped with its tracking, delivered with its invoice,
// cancelled, and a return's steps with the amounts they refund.

const line = z.object({
  firstName,
  orderId: z.number().int(),
  product: z.string(),
  quantity: z.number().int(),
  ordersUrl: url,
});
type Line = z.infer<typeof line>;

const ordered = (data: Line): Fact[] => [
  { label: 'Order', value: String(data.orderId) },
  { label: 'Quantity', value: String(data.quantity) },
];

/** The parts every line mail has: greeting, its blocks, the way to My Orders unless it has its own button. */
function lineMail(
  data: Line,
  mail: { subject: string; preview: string; heading: string; blocks: MailBlock[]; link?: string },
): MailContent {
  const ownButton = mail.blocks.some((block) => block.kind === 'button');
  return {
    subject: mail.subject,
    preview: mail.preview,
    heading: mail.heading,
    greeting: greeting(data.firstName),
    blocks: [
      ...mail.blocks,
      ...(ownButton ? [] : [{ kind: 'button' as const, label: 'See your orders', url: data.ordersUrl }]),
      { kind: 'text', text: THANKS },
    ],
    link: mail.link ?? data.ordersUrl,
  };
}

const sampleLine = (publicUrl: string) => ({
  firstName: 'Alex',
  orderId: 1042,
  product: 'Standing Desk',
  quantity: 2,
  ordersUrl: `${publicUrl}/dashboard`,
});

export const lineShippedTemplate = defineTemplate({
  name: 'line-shipped',
  title: 'Order shipped (carrier and tracking)',
  data: line.extend({ carrier: z.string(), trackingNumber: z.string(), deliveryAddress }),
  content: (data) => {
    const trackingUrl = trackingUrlOf(data.carrier, data.trackingNumber);
    return lineMail(data, {
      subject: `Your order of ${data.product} has shipped`,
      preview: `${data.carrier} tracking number ${data.trackingNumber}.`,
      heading: 'Your order is on its way',
      blocks: [
        { kind: 'text', text: `Your order of ${data.product} is on its way.` },
        {
          kind: 'facts',
          facts: [
            ...ordered(data),
            { label: 'Carrier', value: data.carrier },
            { label: 'Tracking number', value: data.trackingNumber, ...(trackingUrl ? { url: trackingUrl } : {}) },
          ],
        },
        { kind: 'address', heading: 'Delivery address', lines: addressLines(data.deliveryAddress) },
      ],
    });
  },
  sample: (publicUrl) => ({
    ...sampleLine(publicUrl),
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    deliveryAddress: SAMPLE_ADDRESS,
  }),
});

export const lineDeliveredTemplate = defineTemplate({
  name: 'line-delivered',
  title: 'Order delivered (with its invoice)',
  data: line.extend({ paidCents: cents, invoiceUrl: url }),
  content: (data) =>
    lineMail(data, {
      subject: `Your order of ${data.product} was delivered`,
      preview: 'Its invoice is ready.',
      heading: 'Your order was delivered',
      blocks: [
        { kind: 'text', text: `Your order of ${data.product} has been delivered; its invoice is ready.` },
        { kind: 'facts', facts: [...ordered(data), { label: 'Paid', value: usd(data.paidCents) }] },
        { kind: 'button', label: 'See your invoice', url: data.invoiceUrl },
        {
          kind: 'text',
          text: 'Something wrong with it? You can ask for a return from My Orders.',
        },
      ],
      link: data.invoiceUrl,
    }),
  sample: (publicUrl) => ({
    ...sampleLine(publicUrl),
    paidCents: 54_283,
    invoiceUrl: `${publicUrl}/invoice?orderid=1042&token=sample-token`,
  }),
});

export const lineCancelledTemplate = defineTemplate({
  name: 'line-cancelled',
  title: 'Order cancelled (the refund)',
  data: line.extend({ refundCents: cents }),
  content: (data) =>
    lineMail(data, {
      subject: `Your order of ${data.product} is cancelled`,
      preview: `${usd(data.refundCents)} is on its way back to your card.`,
      heading: 'Your order was cancelled',
      blocks: [
        {
          kind: 'text',
          text: `Your order of ${data.product} has been cancelled and what was left of its amount refunded to your card.`,
        },
        { kind: 'facts', facts: [...ordered(data), { label: 'Refunded', value: usd(data.refundCents) }] },
      ],
    }),
  sample: (publicUrl) => ({ ...sampleLine(publicUrl), refundCents: 54_283 }),
});

export const returnAcceptedTemplate = defineTemplate({
  name: 'return-accepted',
  title: 'Return accepted (send it back)',
  data: line.extend({ refundCents: cents }),
  content: (data) =>
    lineMail(data, {
      subject: `Your return of ${data.product} is accepted`,
      preview: 'Please send the item back.',
      heading: 'Your return is accepted',
      blocks: [
        {
          kind: 'text',
          text: `Your return request for ${data.product} was accepted; please send the item back. Once it has arrived and been checked, we refund it to your card.`,
        },
        { kind: 'facts', facts: [...ordered(data), { label: 'Refund once it is back', value: usd(data.refundCents) }] },
      ],
    }),
  sample: (publicUrl) => ({ ...sampleLine(publicUrl), refundCents: 54_283 }),
});

export const returnDeclinedTemplate = defineTemplate({
  name: 'return-declined',
  title: 'Return declined (the reason)',
  data: line.extend({ reason: z.string().nullable() }),
  content: (data) =>
    lineMail(data, {
      subject: `Your return of ${data.product} was declined`,
      preview: data.reason ?? 'Your return request was declined.',
      heading: 'Your return was declined',
      blocks: [
        { kind: 'text', text: `Your return request for ${data.product} was declined; nothing is refunded.` },
        {
          kind: 'facts',
          facts: [...ordered(data), ...(data.reason ? [{ label: 'Reason', value: data.reason }] : [])],
        },
      ],
    }),
  sample: (publicUrl) => ({ ...sampleLine(publicUrl), reason: 'The desk shows signs of use beyond unpacking.' }),
});

export const returnReceivedTemplate = defineTemplate({
  name: 'return-received',
  title: 'Return arrived (being checked)',
  data: line.extend({ refundCents: cents }),
  content: (data) =>
    lineMail(data, {
      subject: `Your return of ${data.product} has arrived`,
      preview: 'It is being checked; the refund follows.',
      heading: 'Your return has arrived',
      blocks: [
        {
          kind: 'text',
          text: `Your return of ${data.product} has arrived and is being checked. Once checked, we refund it to your card.`,
        },
        { kind: 'facts', facts: [...ordered(data), { label: 'Refund once checked', value: usd(data.refundCents) }] },
      ],
    }),
  sample: (publicUrl) => ({ ...sampleLine(publicUrl), refundCents: 54_283 }),
});

export const returnRefundedTemplate = defineTemplate({
  name: 'return-refunded',
  title: 'Return refunded (the amount)',
  data: line.extend({ refundCents: cents }),
  content: (data) =>
    lineMail(data, {
      subject: `Your return of ${data.product} is refunded`,
      preview: `${usd(data.refundCents)} is on its way back to your card.`,
      heading: 'Your return is refunded',
      blocks: [
        {
          kind: 'text',
          text: `Your return of ${data.product} is complete and ${usd(data.refundCents)} has been refunded to your card.`,
        },
        { kind: 'facts', facts: [...ordered(data), { label: 'Refunded', value: usd(data.refundCents) }] },
      ],
    }),
  sample: (publicUrl) => ({ ...sampleLine(publicUrl), refundCents: 54_283 }),
});
