import fs from 'node:fs';
import path from 'node:path';

export type OutboxMessage = { to: string; subject: string; text: string; link: string };

/**
 * The messages the outbox mailer wrote, oldest first (file names start with the time).
 * For tests and for looking at what was sent on a machine without a mail server.
 */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxMessage);
}
