import type { Kysely } from 'kysely';
import type { Database, MailState } from '../../db/types';

/** A mail as the outbox holds it until it is sent: the template renders it then (queued-mail.ts). */
export type QueuedMail = { to: string; subject: string; template: string; data: string; link: string };

// The queries of the mail outbox (migration 008). Every write is one guarded UPDATE, so
// several senders (API instances) on one database never take the same mail at once.

/** Queues a mail; pass the transaction that causes it, so a rollback queues nothing. */
export async function insertMail(db: Kysely<Database>, mail: QueuedMail, nowIso: string): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      template: mail.template,
      data: mail.data,
      link: mail.link,
      next_attempt_at: nowIso,
      created_at: nowIso,
    })
    .execute();
}

/** Ids of queued mail whose time has come, oldest first. */
export async function dueMailIds(db: Kysely<Database>, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** When the earliest queued mail comes due (its next try, or the end of a sender's hold), if any is queued. */
export async function nextMailDueAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/**
 * Takes one due mail for this sender until `leaseUntilIso` and counts the attempt; the
 * WHERE repeats "due", so of two senders racing for it exactly one changes the row.
 * Answers the message, or undefined when another sender took it first.
 */
export async function claimMail(
  db: Kysely<Database>,
  id: number,
  nowIso: string,
  leaseUntilIso: string,
): Promise<(QueuedMail & { attempts: number }) | undefined> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: leaseUntilIso, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', nowIso)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return undefined;
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    to: row.recipient,
    subject: row.subject,
    template: row.template,
    data: row.data,
    link: row.link,
    attempts: row.attempts,
  };
}

/** Sent: the data and link are emptied (a link may hold a live token); the rest stays as the record. */
export async function markMailSent(db: Kysely<Database>, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'sent', sent_at: nowIso, data: '{}', link: '', last_error: null })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

/** A failed try: queued again at `retryAtIso`, or 'failed' (a dead letter) when `retryAtIso` is undefined. */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAtIso: string | undefined,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAtIso === undefined
        ? { state: 'failed', last_error: error }
        : { next_attempt_at: retryAtIso, last_error: error },
    )
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

export type MailListRow = {
  id: number;
  recipient: string;
  subject: string;
  state: MailState;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** A page of the outbox, newest first; never the data or the link (tokens). */
export async function listMail(
  db: Kysely<Database>,
  filter: { state?: MailState; page: number; pageSize: number },
): Promise<{ rows: MailListRow[]; total: number }> {
  let base = db.selectFrom('mail_outbox');
  if (filter.state) base = base.where('state', '=', filter.state);
  const rows = await base
    .select([
      'id',
      'recipient',
      'subject',
      'state',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Queues failed mail again (one, or every failed mail), with a fresh count of tries; answers how many. */
export async function requeueFailedMail(db: Kysely<Database>, id: number | undefined, nowIso: string): Promise<number> {
  let query = db
    .updateTable('mail_outbox')
    .set({ state: 'queued', attempts: 0, next_attempt_at: nowIso })
    .where('state', '=', 'failed');
  if (id !== undefined) query = query.where('id', '=', id);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Deletes mail sent before `beforeIso` (queued and failed mail stays); answers how many. */
export async function deleteSentMailBefore(db: Kysely<Database>, beforeIso: string): Promise<number> {
  const deleted = await db
    .deleteFrom('mail_outbox')
    .where('state', '=', 'sent')
    .where('sent_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** How many mails wait to be sent and how many gave up (metrics). */
export async function mailQueueDepth(db: Kysely<Database>): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['state', eb.fn.countAll().as('n')])
    .where('state', 'in', ['queued', 'failed'])
    .groupBy('state')
    .execute();
  const of = (state: MailState) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  return { queued: of('queued'), failed: of('failed') };
}
