import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config/config';
import { mailLayoutOf } from './mail-layout';
import { mailContentOf, renderMail } from './mail-templates';
import { createMailer, type MailMessage } from './mailer';
import { readOutbox } from './outbox';
import { passwordResetMail, verificationMail } from './templates';

// The account mails' links and the mailer: From and Reply-To from config, the outbox files.
// No database.

function recordingLog() {
  const lines: string[] = [];
  const log = { info: (msg: string) => lines.push(msg), error: (msg: string) => lines.push(msg) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-test-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const config = loadConfig({ PUBLIC_URL: 'https://shop.example', SIGNING_SECRET: 's'.repeat(40) });
const layout = mailLayoutOf(config);
const base = { ...config, smtpUrl: undefined };

describe('account mails', () => {
  test('the verification mail links to /user/verify with the token and escapes the name', async () => {
    const queued = verificationMail({
      to: 'a@example.com',
      firstName: '<b>Al</b>',
      publicUrl: 'https://shop.example',
      token: 'tok',
    });
    const mail = await renderMail(queued.template, queued.data, layout);
    expect(mail.link).toBe('https://shop.example/user/verify?token=tok');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('Verify my email: https://shop.example/user/verify?token=tok');
    expect(mail.text).toContain('The link is valid for 48 hours.');
    expect(mail.html).toContain('&lt;b&gt;Al&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Al</b>');
    expect(mail.html).toContain('href="https://shop.example/user/verify?token=tok"');
  });

  test('the reset mail links to /reset-password with reset_token and says how long it lasts', () => {
    const queued = passwordResetMail({
      to: 'a@example.com',
      firstName: 'Al',
      publicUrl: 'https://shop.example',
      token: 'tok',
    });
    const content = mailContentOf(queued.template, queued.data);
    expect(content.link).toBe('https://shop.example/reset-password?reset_token=tok');
    expect(content.blocks).toContainEqual(expect.objectContaining({ text: expect.stringContaining('1 hour') }));
  });
});

describe('outbox mailer', () => {
  const message: MailMessage = {
    to: 'a@example.com',
    subject: 'Verify your email address',
    text: 'Verify my email: https://shop.example/user/verify?token=secret-token',
    html: '<p>Verify</p>',
    link: 'https://shop.example/user/verify?token=secret-token',
  };

  const emlIn = (folder: string) => {
    const eml = fs.readdirSync(folder).find((name) => name.endsWith('.eml'))!;
    return fs.readFileSync(path.join(folder, eml), 'utf8');
  };

  test("writes the MIME message and a summary, from no-reply at PUBLIC_URL's host, and logs the link outside production", async () => {
    const { lines, log } = recordingLog();
    await createMailer({ ...base, outboxDir: dir, production: false }, log).send(message);
    expect(readOutbox(dir)).toEqual([
      {
        to: 'a@example.com',
        subject: 'Verify your email address',
        text: message.text,
        html: message.html,
        link: message.link,
        headers: {},
      },
    ]);
    const raw = emlIn(dir);
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('Subject: Verify your email address');
    expect(raw).toContain('From: Group Buy Shop <no-reply@shop.example>');
    expect(raw).not.toMatch(/^Reply-To:/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(lines).toEqual([`mail to a@example.com: Verify your email address ${message.link}`]);
  });

  test('MAIL_FROM and MAIL_REPLY_TO name the sender and where answers go; extra headers are written', async () => {
    const named = loadConfig({
      PUBLIC_URL: 'https://shop.example',
      SIGNING_SECRET: 's'.repeat(40),
      MAIL_FROM: 'GroupBuy Orders, Dallas <orders@shop.example>',
      MAIL_REPLY_TO: 'help@shop.example',
    });
    const { log } = recordingLog();
    await createMailer({ ...named, smtpUrl: undefined, outboxDir: dir }, log).send({
      ...message,
      headers: { 'X-Shop-Test': 'yes' },
    });
    const raw = emlIn(dir);
    // A name with a comma is quoted, never read as two addresses.
    expect(raw).toContain('From: "GroupBuy Orders, Dallas" <orders@shop.example>');
    expect(raw).toContain('Reply-To: help@shop.example');
    expect(raw).toContain('X-Shop-Test: yes');
    expect(readOutbox(dir)[0]!.headers).toEqual({ 'X-Shop-Test': 'yes' });
  });

  test('in production the log names recipient and subject only, never the token', async () => {
    const { lines, log } = recordingLog();
    await createMailer({ ...base, outboxDir: dir, production: true }, log).send(message);
    expect(lines).toEqual(['mail to a@example.com: Verify your email address']);
    expect(lines.join()).not.toContain('secret-token');
  });

  test('with SMTP_URL the message goes to the SMTP server; a refused connection rejects and writes no file', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ ...base, smtpUrl: 'smtp://127.0.0.1:1', outboxDir: dir, production: false }, log);
    await expect(mailer.send(message)).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(lines).toEqual([]);
  });
});
