import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { insertMail } from './mail-outbox.repository';
import type { MailToQueue } from './mail-template';
import { mailContentOf } from './mail-templates';

/**
 * How services send mail: `add` writes it into the outbox inside the caller's
 * transaction (so a rollback sends nothing and a commit always sends), and `wake`, after
 * the commit, asks the mail job to run now rather than at its next tick.
 */
export type MailQueue = {
  add(trx: Kysely<Database>, mail: MailToQueue): Promise<void>;
  wake(): void;
};

export function createMailQueue(wake: () => void): MailQueue {
  return {
    add(trx, mail) {
      // The template's words, not its HTML: cheap enough for the caller's transaction, and
      // the subject and link are what the operators' list and the outbox files show. The
      // data is checked here too, so a service that queues what its template cannot read
      // fails in its own tests, not in the mail job.
      const content = mailContentOf(mail.template, mail.data);
      // The real clock, not the caller's `now` (tests move that): the mail is due at once.
      return insertMail(
        trx,
        {
          to: mail.to,
          subject: content.subject,
          template: mail.template,
          data: JSON.stringify(mail.data),
          link: content.link,
        },
        new Date().toISOString(),
      );
    },
    wake,
  };
}
