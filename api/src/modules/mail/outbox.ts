import fs from 'node:fs';
import path from 'node:path';

/** What the outbox mailer writes beside each .eml (mailer.ts). */
export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  headers: Record<string, string>;
};

/**
 * The messages the outbox mailer wrote, oldest first (file names start with the time).
 * For tests and for looking at what was sent on a machine without a mail server.
 */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  return summaryFiles(outboxDir).map((name) => readJson(outboxDir, name));
}

/** The same, each with the MIME message written beside it (headers as a mail server receives them). */
export function readOutboxWithMime(outboxDir: string): Array<OutboxMessage & { mime: string }> {
  return summaryFiles(outboxDir).map((name) => ({
    ...readJson(outboxDir, name),
    mime: fs.readFileSync(path.join(outboxDir, name.replace(/\.json$/, '.eml')), 'utf8'),
  }));
}

function summaryFiles(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

const readJson = (outboxDir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxMessage;
