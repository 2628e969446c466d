import { z } from 'zod';
import { PRERENDERED_TEMPLATE } from '../../db/migrations/025_mail_templates';
import type { QueuedMail } from './mail-outbox.repository';
import type { MailLayout } from './mail-layout';
import { renderMail } from './mail-templates';
import type { MailMessage } from './mailer';

/** Mail queued before migration 025 was rendered then: its bodies go out as they are. */
const prerendered = z.object({ text: z.string(), html: z.string() });

/** The message the mailer sends for a queued mail, rendered now from its template and data. */
export async function renderQueuedMail(mail: QueuedMail, layout: MailLayout): Promise<MailMessage> {
  const data: unknown = JSON.parse(mail.data);
  if (mail.template === PRERENDERED_TEMPLATE) {
    const bodies = prerendered.parse(data);
    return { to: mail.to, subject: mail.subject, text: bodies.text, html: bodies.html, link: mail.link };
  }
  const rendered = await renderMail(mail.template, data, layout);
  return { to: mail.to, ...rendered };
}
