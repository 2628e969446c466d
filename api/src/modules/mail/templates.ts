import type { MailMessage } from './mailer';

// The account mails. Text and HTML say the same; the link is the only variable part
// besides the name, and names are escaped for the HTML.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function message(to: string, subject: string, paragraphs: string[], linkText: string, link: string): MailMessage {
  const text = [...paragraphs.slice(0, -1), `${linkText}: ${link}`, paragraphs.at(-1)!].join('\n\n');
  const html = [
    ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    `<p>${escapeHtml(paragraphs.at(-1)!)}</p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}

export function verificationMail(input: { to: string; firstName: string; publicUrl: string; token: string }) {
  const link = `${input.publicUrl}/user/verify?token=${encodeURIComponent(input.token)}`;
  return message(
    input.to,
    'Verify your email address',
    [
      `Hello ${input.firstName},`,
      'Thank you for creating your free account. Please confirm your email address to start buying with others.',
      'The link is valid for 48 hours. If you did not sign up, ignore this email.',
    ],
    'Verify my email',
    link,
  );
}

export function passwordResetMail(input: { to: string; firstName: string; publicUrl: string; token: string }) {
  const link = `${input.publicUrl}/reset-password?reset_token=${encodeURIComponent(input.token)}`;
  return message(
    input.to,
    'Reset your password',
    [
      `Hello ${input.firstName},`,
      'We received a request to reset the password of your account.',
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this email; your password stays as it is.',
    ],
    'Set a new password',
    link,
  );
}

/**
 * After a signed-in change (docs/decisions.md "Changing a password while signed in"): the
 * owner learns of a change made by someone else holding a session, and the link starts a
 * reset, which signs every device out.
 */
export function passwordChangedMail(input: { to: string; firstName: string; publicUrl: string }) {
  return message(
    input.to,
    'Your password was changed',
    [
      `Hello ${input.firstName},`,
      'The password of your account was just changed, and every other device signed in to it was signed out.',
      'If you made this change, there is nothing to do. If you did not, reset your password now with the link above.',
    ],
    'Reset my password',
    `${input.publicUrl}/forgot-password`,
  );
}

// Order lifecycle mails: a line's status changed, or its group settled.

const LINE_STATUS_SENTENCES: Record<string, string> = {
  shipping: 'is on its way',
  completed: 'has been delivered; its invoice is ready',
  cancelled: 'has been cancelled and its full amount refunded to your card',
  return_accepted: 'return request was accepted; please send the item back',
  return_declined: 'return request was declined',
  return_in_progress: 'return has arrived and is being checked',
  refunded: 'return is complete and has been refunded to your card',
};

export function orderLineStatusMail(input: {
  to: string;
  firstName: string;
  productName: string;
  status: string;
  tracking: string | null;
  link: string;
}) {
  const what = LINE_STATUS_SENTENCES[input.status] ?? `is now ${input.status}`;
  return message(
    input.to,
    `Your order of ${input.productName}: ${input.status.replace(/_/g, ' ')}`,
    [
      `Hello ${input.firstName},`,
      `Your order of ${input.productName} ${what}.${input.tracking ? ` Tracking: ${input.tracking}.` : ''}`,
      'Thank you for buying together with others.',
    ],
    'See your orders',
    input.link,
  );
}

export function groupSettledMail(input: {
  to: string;
  firstName: string;
  productName: string;
  refund: string;
  link: string;
}) {
  return message(
    input.to,
    `${input.productName}: the group has closed`,
    [
      `Hello ${input.firstName},`,
      `The group for ${input.productName} has closed and its final price is set. We refunded $${input.refund} of the difference to your card.`,
      'Thank you for buying together with others.',
    ],
    'See your orders',
    input.link,
  );
}

export function orderPlacedMail(input: {
  to: string;
  firstName: string;
  orderId: number;
  grandTotal: string;
  link: string;
}) {
  return message(
    input.to,
    `Your order ${input.orderId} is placed`,
    [
      `Hello ${input.firstName},`,
      `Your order ${input.orderId} is placed and $${input.grandTotal} was charged to your card. If the group's price falls further before it closes, we refund the difference within 48 hours of its closing.`,
      'Thank you for buying together with others.',
    ],
    'See your orders',
    input.link,
  );
}

/** docs/product.md#what-a-buyer-sees: a group a buyer holds reached a new, lower price level. */
export function levelReachedMail(input: {
  to: string;
  firstName: string;
  productName: string;
  price: string;
  link: string;
  unsubscribeLink: string;
}) {
  const mail = message(
    input.to,
    `${input.productName} is now $${input.price} for everyone`,
    [
      `Hello ${input.firstName},`,
      `The group for ${input.productName} reached a new price level: $${input.price} per unit for everyone. If the group closes at this price or lower, we refund the difference on your order within 48 hours of its closing. Invite others to bring the price down further.`,
      'Thank you for buying together with others.',
    ],
    'See the group',
    input.link,
  );
  const optOut = "Don't want these price-drop emails?";
  return {
    ...mail,
    text: `${mail.text}\n\n${optOut} Unsubscribe: ${input.unsubscribeLink}`,
    html: `${mail.html}\n<p>${escapeHtml(optOut)} <a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a></p>`,
  };
}
