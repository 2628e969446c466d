import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';
import { passwordResetMail, verificationMail } from './templates';

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

const base = { publicUrl: 'https://shop.example', smtpUrl: undefined };

describe('templates', () => {
  test('the verification mail links to /user/verify with the token and escapes the name', () => {
    const mail = verificationMail({
      to: 'a@example.com',
      firstName: '<b>Al</b>',
      publicUrl: 'https://shop.example',
      token: 'tok',
    });
    expect(mail.link).toBe('https://shop.example/user/verify?token=tok');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('https://shop.example/user/verify?token=tok');
    expect(mail.html).toContain('&lt;b&gt;Al&lt;/b&gt;');
    expect(mail.html).toContain('href="https://shop.example/user/verify?token=tok"');
  });

  test('the reset mail links to /reset-password with reset_token', () => {
    const mail = passwordResetMail({
      to: 'a@example.com',
      firstName: 'Al',
      publicUrl: 'https://shop.example',
      token: 'tok',
    });
    expect(mail.link).toBe('https://shop.example/reset-password?reset_token=tok');
    expect(mail.text).toContain('1 hour');
  });
});

describe('outbox mailer', () => {
  const message = verificationMail({
    to: 'a@example.com',
    firstName: 'Al',
    publicUrl: 'https://shop.example',
    token: 'secret-token',
  });

  test('writes the MIME message and a summary, and logs the link outside production', async () => {
    const { lines, log } = recordingLog();
    await createMailer({ ...base, outboxDir: dir, production: false }, log).send(message);
    expect(readOutbox(dir)).toEqual([
      { to: 'a@example.com', subject: 'Verify your email address', text: message.text, link: message.link },
    ]);
    const eml = fs.readdirSync(dir).find((name) => name.endsWith('.eml'))!;
    const raw = fs.readFileSync(path.join(dir, eml), 'utf8');
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('Subject: Verify your email address');
    expect(raw).toContain('From: Group Buy Shop <no-reply@shop.example>');
    expect(lines).toEqual([`mail to a@example.com: Verify your email address ${message.link}`]);
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
