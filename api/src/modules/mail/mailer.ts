import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config';

/** A rendered message, the one link it carries (kept apart so the outbox can show it) and any extra headers. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to OUTBOX_DIR as an
 * .eml (the real MIME message) and a .json (recipient, subject, both parts, link,
 * headers), so sign-up and password reset work on a fresh checkout with no mail server.
 * From and Reply-To are MAIL_FROM and MAIL_REPLY_TO (config.ts).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom' | 'mailReplyTo' | 'production'>,
  log: FastifyBaseLogger,
): Mailer {
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    ...(config.mailReplyTo ? { replyTo: config.mailReplyTo } : {}),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? {},
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        // The link holds a token: it never goes to the log when a real mail was sent.
        log.info(`mail to ${message.to}: ${message.subject}`);
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      const base = path.join(config.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}`);
      await fs.mkdir(config.outboxDir, { recursive: true });
      await fs.writeFile(`${base}.eml`, info.message as Buffer);
      // Written under another name and renamed: a reader (or an instance killed mid-write)
      // never leaves or sees half a .json; the rename is atomic on one file system.
      const summary = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link,
        headers: message.headers ?? {},
      };
      await fs.writeFile(`${base}.json.partial`, JSON.stringify(summary, null, 2));
      await fs.rename(`${base}.json.partial`, `${base}.json`);
      // A developer without a mail server follows the link from the log; in production
      // the outbox files are the only place it appears.
      if (config.production) log.info(`mail to ${message.to}: ${message.subject}`);
      else log.info(`mail to ${message.to}: ${message.subject} ${message.link}`);
    },
  };
}
