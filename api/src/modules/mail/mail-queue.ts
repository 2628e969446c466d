import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { MailMessage } from './mailer';
import { insertMail } from './mail-outbox.repository';

/**
 * How services send mail: `add` writes it into the outbox inside the caller's
 * transaction (so a rollback sends nothing and a commit always sends), and `wake`, after
 * the commit, asks the mail job to run now rather than at its next tick.
 */
export type MailQueue = {
  add(trx: Kysely<Database>, message: MailMessage): Promise<void>;
  wake(): void;
};

export function createMailQueue(wake: () => void): MailQueue {
  return {
    // The real clock, not the caller's `now` (tests move that): the mail is due at once.
    add: (trx, message) => insertMail(trx, message, new Date().toISOString()),
    wake,
  };
}
