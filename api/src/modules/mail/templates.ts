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
