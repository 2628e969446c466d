import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { MailLayout } from './mail-layout';
import type { Mailer } from './mailer';
import { claimMail, dueMailIds, markMailAttemptFailed, markMailSent } from './mail-outbox.repository';
import { renderQueuedMail } from './queued-mail';

/** How long a sender holds a mail it took; a sender that died meanwhile loses it to the next run. */
const LEASE_SECONDS = 120;
/** The longest wait between two tries, however many there were. */
const MAX_BACKOFF_SECONDS = 3600;

export type MailSending = {
  /** Tries before a mail is given up ('failed', a dead letter). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles after each further one. */
  retrySeconds: number;
  /** What every mail shares around its content (mail-layout.ts). */
  layout: MailLayout;
};

export type MailSendSummary = { sent: number; retrying: number; failed: number };

/** When try number `attempts` + 1 may run: retrySeconds, doubled per further try, capped. */
function nextTryAt(now: Date, attempts: number, retrySeconds: number): Date {
  const wait = Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
  return new Date(now.getTime() + wait * 1000);
}

/**
 * Sends every queued mail that is due (the mail job's run), each rendered from its
 * template now (docs/decisions.md "Mail templates"). Each mail is taken with a
 * guarded UPDATE, so API instances draining at once never send one twice; a sender that
 * dies mid-send leaves the mail to be tried again after its lease (a mail may then go
 * twice: mail is at-least-once, money is exactly-once). A failed send waits with
 * exponential backoff; after `maxAttempts` tries the mail is 'failed' until an
 * operator queues it again (`npm run admin -- mail:retry`).
 */
export async function sendDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  sending: MailSending & {
    log: FastifyBaseLogger;
    /** Shutdown: the mail in hand is finished, the rest stay queued for the next run. */
    stopping?: AbortSignal;
  },
  now: () => Date = () => new Date(),
): Promise<MailSendSummary> {
  const summary: MailSendSummary = { sent: 0, retrying: 0, failed: 0 };
  const seen = new Set<number>();
  for (;;) {
    if (sending.stopping?.aborted) return summary;
    const at = now();
    const ids = (await dueMailIds(db, at.toISOString(), 50)).filter((id) => !seen.has(id));
    if (ids.length === 0) return summary;
    for (const id of ids) {
      if (sending.stopping?.aborted) return summary;
      seen.add(id);
      const started = now();
      const lease = new Date(started.getTime() + LEASE_SECONDS * 1000).toISOString();
      const message = await claimMail(db, id, started.toISOString(), lease);
      if (!message) continue;
      try {
        // A mail whose data its template cannot read fails like a refused send: retried,
        // then a dead letter with the reason (`npm run admin -- mail:list --failed`).
        await mailer.send(await renderQueuedMail(message, sending.layout));
        await markMailSent(db, id, now().toISOString());
        summary.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
        const giveUp = message.attempts >= sending.maxAttempts;
        const retryAt = giveUp ? undefined : nextTryAt(now(), message.attempts, sending.retrySeconds).toISOString();
        await markMailAttemptFailed(db, id, reason, retryAt);
        if (giveUp) summary.failed += 1;
        else summary.retrying += 1;
        sending.log.error(
          { err: error, mailId: id, attempt: message.attempts, retryAt },
          giveUp ? 'mail failed; giving up' : 'mail failed; will retry',
        );
      }
    }
  }
}
