import type { z } from 'zod';
import type { OrderLineStatus } from '../../db/types';
import { mailOf, type DeliveryAddress, type MailToQueue } from './mail-template';
import { passwordChangedTemplate, passwordResetTemplate, verificationTemplate } from './mails/account-mails';
import { groupSettledTemplate } from './mails/group-settled';
import {
  lineCancelledTemplate,
  lineDeliveredTemplate,
  lineShippedTemplate,
  returnAcceptedTemplate,
  returnDeclinedTemplate,
  returnReceivedTemplate,
  returnRefundedTemplate,
} from './mails/order-line-mails';
import { orderPlacedTemplate } from './mails/order-placed';
import { priceDropTemplate } from './mails/price-drop';
import { staffInviteTemplate } from './mails/staff-invite';

// The mails as services ask for them: each answers the template and the facts to queue
// (`MailQueue.add`); the mail job renders them when it sends (mail-templates.ts).

type Account = { to: string; firstName: string; publicUrl: string; token: string };

export const verificationMail = (input: Account): MailToQueue =>
  mailOf(verificationTemplate, input.to, {
    firstName: input.firstName,
    link: `${input.publicUrl}/user/verify?token=${encodeURIComponent(input.token)}`,
  });

export const passwordResetMail = (input: Account): MailToQueue =>
  mailOf(passwordResetTemplate, input.to, {
    firstName: input.firstName,
    link: `${input.publicUrl}/reset-password?reset_token=${encodeURIComponent(input.token)}`,
  });

export const passwordChangedMail = (input: Omit<Account, 'token'>): MailToQueue =>
  mailOf(passwordChangedTemplate, input.to, {
    firstName: input.firstName,
    link: `${input.publicUrl}/forgot-password`,
  });

export const orderPlacedMail = (to: string, data: z.input<typeof orderPlacedTemplate.data>): MailToQueue =>
  mailOf(orderPlacedTemplate, to, data);

export const groupSettledMail = (to: string, data: z.input<typeof groupSettledTemplate.data>): MailToQueue =>
  mailOf(groupSettledTemplate, to, data);

export const priceDropMail = (to: string, data: z.input<typeof priceDropTemplate.data>): MailToQueue =>
  mailOf(priceDropTemplate, to, data);

/** An owner's invite to the staff: the link opens the console's accept page. */
export const staffInviteMail = (input: {
  to: string;
  inviterName: string;
  role: string;
  publicUrl: string;
  token: string;
}): MailToQueue =>
  mailOf(staffInviteTemplate, input.to, {
    inviterName: input.inviterName,
    role: input.role,
    link: `${input.publicUrl}/admin/invite?token=${encodeURIComponent(input.token)}`,
  });

/** What a line's mail may show; each move's template takes its part. */
export type LineMoveFacts = {
  firstName: string;
  orderId: number;
  product: string;
  quantity: number;
  ordersUrl: string;
  /** What the line charged in all. */
  paidCents: number;
  /** What this move refunds, or what the return will refund once the item is back and checked. */
  refundCents: number;
  carrier: string | null;
  trackingNumber: string | null;
  deliveryAddress: DeliveryAddress;
  invoiceUrl: string;
  declineReason: string | null;
};

/** The buyer's mail about a move of their line; undefined for a move the buyer is not mailed about. */
export function orderLineStatusMail(
  to: string,
  status: OrderLineStatus,
  facts: LineMoveFacts,
): MailToQueue | undefined {
  const line = {
    firstName: facts.firstName,
    orderId: facts.orderId,
    product: facts.product,
    quantity: facts.quantity,
    ordersUrl: facts.ordersUrl,
  };
  switch (status) {
    case 'shipping':
      return mailOf(lineShippedTemplate, to, {
        ...line,
        carrier: facts.carrier ?? '',
        trackingNumber: facts.trackingNumber ?? '',
        deliveryAddress: facts.deliveryAddress,
      });
    case 'completed':
      return mailOf(lineDeliveredTemplate, to, { ...line, paidCents: facts.paidCents, invoiceUrl: facts.invoiceUrl });
    case 'cancelled':
      return mailOf(lineCancelledTemplate, to, { ...line, refundCents: facts.refundCents });
    case 'return_accepted':
      return mailOf(returnAcceptedTemplate, to, { ...line, refundCents: facts.refundCents });
    case 'return_declined':
      return mailOf(returnDeclinedTemplate, to, { ...line, reason: facts.declineReason });
    case 'return_in_progress':
      return mailOf(returnReceivedTemplate, to, { ...line, refundCents: facts.refundCents });
    case 'refunded':
      return mailOf(returnRefundedTemplate, to, { ...line, refundCents: facts.refundCents });
    case 'in_progress':
    case 'return_requested':
      return undefined;
  }
}
