import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { deleteSentMailBefore } from './mail-outbox.repository';

/**
 * How long a sent mail's record (recipient, subject, tries, when sent) stays in the
 * outbox: long enough to answer "did my mail go?" for a month, short enough that the
 * table does not grow with every order forever. Its bodies and link were emptied when it
 * was sent; queued and failed mail is never pruned (docs/decisions.md#jobs).
 */
export const MAIL_RETENTION_DAYS = 30;

/** The mail-prune job's run: deletes sent mail older than the retention; answers how many. */
export function pruneSentMail(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - MAIL_RETENTION_DAYS * 86_400_000);
  return deleteSentMailBefore(db, before.toISOString());
}
