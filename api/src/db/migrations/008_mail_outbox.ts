import type { Kysely } from 'kysely';
import { withId } from './portable';

// Every outgoing mail, written in the transaction that causes it (an order that rolls
// back leaves no row, so nothing is sent) and sent afterwards by the mail job, which
// retries with backoff and gives up after MAIL_MAX_ATTEMPTS ('failed': the dead letters
// `npm run admin -- mail:list --failed` shows and `mail:retry` queues again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // The bodies and the link are emptied once sent: a link may carry a live token.
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    // 'queued' (waiting or being sent), 'sent', 'failed' (gave up).
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the mail may next be tried: now when queued, later after a failure (backoff)
    // or while a sender holds it (its lease).
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
