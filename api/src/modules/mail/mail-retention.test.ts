import { PRERENDERED_TEMPLATE } from '../../db/migrations/025_mail_templates';
import { JOBS } from '../../jobs/shop-jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertMail, listMail } from './mail-outbox.repository';
import { MAIL_RETENTION_DAYS } from './mail-retention';

// The mail-prune job (docs/decisions.md#jobs): sent mail past its retention leaves the
// outbox; recent sent mail, queued mail and dead letters stay. SQLite, and PostgreSQL
// with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** One outbox row for `to` in `state`, created and (when sent) sent `days` ago. */
async function mailFrom(to: string, state: 'queued' | 'sent' | 'failed', days: number): Promise<void> {
  const at = daysAgo(days);
  const bodies = JSON.stringify({ text: 'text', html: '<p>html</p>' });
  await insertMail(
    t.handle.db,
    { to, subject: `Mail to ${to}`, template: PRERENDERED_TEMPLATE, data: bodies, link: '' },
    at,
  );
  await t.handle.db
    .updateTable('mail_outbox')
    .set({ state, sent_at: state === 'sent' ? at : null })
    .where('recipient', '=', to)
    .execute();
}

test('sent mail older than the retention is deleted by the job; the rest stays listed', async () => {
  await mailFrom('old-sent@example.com', 'sent', MAIL_RETENTION_DAYS + 1);
  await mailFrom('recent-sent@example.com', 'sent', MAIL_RETENTION_DAYS - 1);
  await mailFrom('old-failed@example.com', 'failed', MAIL_RETENTION_DAYS + 10);
  await mailFrom('old-queued@example.com', 'queued', MAIL_RETENTION_DAYS + 10);

  t.app.jobs.wake(JOBS.mailPrune);
  await t.app.jobs.drain();

  // What the operator's `npm run admin -- mail:list` shows.
  const { rows, total } = await listMail(t.handle.db, { page: 1, pageSize: 20 });
  expect(total).toBe(3);
  expect(rows.map((row) => `${row.recipient} ${row.state}`).sort()).toEqual([
    'old-failed@example.com failed',
    'old-queued@example.com queued',
    'recent-sent@example.com sent',
  ]);

  // A second run finds nothing more to delete.
  t.app.jobs.wake(JOBS.mailPrune);
  await t.app.jobs.drain();
  expect((await listMail(t.handle.db, { page: 1, pageSize: 20 })).total).toBe(3);
});
