import type { MailContent } from './mail-content';
import { mailHtml } from './mail-html';
import type { MailLayout } from './mail-layout';
import type { MailTemplate } from './mail-template';
import { mailText } from './mail-text';
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

// Every mail the shop sends, by the name stored with each queued mail, and the one way a
// mail is rendered: its data read by its template's schema, its content in the layout as
// HTML (MJML) and as text. The console's previews render the same with sample data.

const TEMPLATES: readonly MailTemplate[] = [
  verificationTemplate,
  passwordResetTemplate,
  passwordChangedTemplate,
  orderPlacedTemplate,
  lineShippedTemplate,
  lineDeliveredTemplate,
  lineCancelledTemplate,
  returnAcceptedTemplate,
  returnDeclinedTemplate,
  returnReceivedTemplate,
  returnRefundedTemplate,
  groupSettledTemplate,
  priceDropTemplate,
  staffInviteTemplate,
];

const byName = new Map(TEMPLATES.map((template) => [template.name, template]));

/** The templates a preview can show, in the order a console lists them. */
export const MAIL_TEMPLATE_LIST: ReadonlyArray<{ name: string; title: string }> = TEMPLATES.map(({ name, title }) => ({
  name,
  title,
}));

export const isMailTemplateName = (name: string): boolean => byName.has(name);

/** A mail as it goes out: subject, both parts, its link, extra headers. */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  link: string;
  headers: Record<string, string>;
};

/** What the mail says: its data read by its template's schema; throws naming the template when they do not fit. */
export function mailContentOf(templateName: string, data: unknown): MailContent {
  const template = byName.get(templateName);
  if (!template) throw new Error(`No mail template is named ${templateName}`);
  const parsed = template.data.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The data of a ${templateName} mail does not fit its template: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return template.content(parsed.data);
}

/** Renders a template's mail: HTML through MJML, and the text part, in the shared layout. */
export async function renderMail(templateName: string, data: unknown, layout: MailLayout): Promise<RenderedMail> {
  const content = mailContentOf(templateName, data);
  return {
    subject: content.subject,
    text: mailText(content, layout),
    html: await mailHtml(content, layout),
    link: content.link,
    headers: content.headers ?? {},
  };
}

/**
 * A template rendered with its sample data (the console's preview). The samples' links
 * start with the layout's home (PUBLIC_URL). Undefined for a name no template has.
 */
export async function renderSample(templateName: string, layout: MailLayout): Promise<RenderedMail | undefined> {
  const template = byName.get(templateName);
  if (!template) return undefined;
  const publicUrl = layout.homeUrl.replace(/\/$/, '');
  return renderMail(templateName, template.sample(publicUrl), layout);
}
