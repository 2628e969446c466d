import { execFile } from 'node:child_process';
import { compiledAdminCli } from '../../../scripts/lib/server-build';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PRERENDERED_TEMPLATE } from '../db/migrations/025_mail_templates';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../modules/checkout/commerce.fixtures';
import { mailLayoutOf } from '../modules/mail/mail-layout';
import { createMailQueue } from '../modules/mail/mail-queue';
import { insertMail, listMail } from '../modules/mail/mail-outbox.repository';
import { sendDueMail } from '../modules/mail/mail-sender';
import { createMailer } from '../modules/mail/mailer';
import { readOutbox } from '../modules/mail/outbox';
import { paymentProviderFor } from '../modules/payments/payment-providers';
import { createSettlementService, STALE_CLAIM_MINUTES } from '../modules/settlement/settlement.service';
import { loginAs } from '../test/login';
import { createTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';
import { pgBossSchemaFor } from './job-runners';

// The jobs (docs/decisions.md#jobs): mail retried and dead-lettered; on PostgreSQL, two
// API instances on one database running settlement through pg-boss and at once.

const repoRoot = path.resolve(__dirname, '../../..');
const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function emailOf(t: TestApp, customerId: number): Promise<string> {
  const row = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.email;
}

describe('a mail the SMTP server refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every send is refused at once.
    t = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '60' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('is retried with a doubling wait, then dead-lettered, listed and queued again by the admin CLI', async () => {
    const buyer = await createCustomer(t.handle.db);
    const email = await emailOf(t, buyer.id);
    await buyFreshGroup(t.app, t.handle.db, buyer, await addCard(t.app, buyer.token), 1);
    await t.app.jobs.drain(); // the first try, woken by the order's commit
    const row = () =>
      t.handle.db
        .selectFrom('mail_outbox')
        .select(['id', 'state', 'attempts', 'next_attempt_at', 'last_error', 'data'])
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
    const first = await row();
    expect(first).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.any(String) });
    const firstWait = Date.parse(first.next_attempt_at) - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);

    // Not due yet: a run now leaves it alone.
    const mailer = createMailer(t.config, silent);
    const sending = { maxAttempts: 3, retrySeconds: 60, layout: mailLayoutOf(t.config), log: silent };
    expect(await sendDueMail(t.handle.db, mailer, sending)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const at = (iso: string) => () => new Date(Date.parse(iso) + 1);
    expect(await sendDueMail(t.handle.db, mailer, sending, at(first.next_attempt_at))).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const second = await row();
    expect(second.attempts).toBe(2);
    // The wait doubles: 120 s after the second try.
    expect(Date.parse(second.next_attempt_at) - Date.parse(first.next_attempt_at)).toBeGreaterThanOrEqual(120_000);
    expect(await sendDueMail(t.handle.db, mailer, sending, at(second.next_attempt_at))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    const dead = await row();
    expect(dead).toMatchObject({ state: 'failed', attempts: 3 });
    // Given up: no later run tries it again.
    expect(await sendDueMail(t.handle.db, mailer, sending, () => new Date(Date.now() + 86_400_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(readOutbox(t.config.outboxDir)).toEqual([]);

    const failed = await listMail(t.handle.db, { state: 'failed', page: 1, pageSize: 20 });
    expect(failed.rows).toEqual([expect.objectContaining({ id: dead.id, recipient: email, attempts: 3 })]);

    if (testDatabaseUrl) return; // the CLI runs on the configured database; this schema is the test's own
    const cli = async (...args: string[]) => {
      const { stdout } = await promisify(execFile)(process.execPath, [...compiledAdminCli(), ...args], {
        cwd: repoRoot,
        env: { ...process.env, SQLITE_FILE: t.config.sqliteFile, DATABASE_URL: '' },
      });
      return JSON.parse(stdout) as Record<string, unknown>;
    };
    const listed = await cli('mail:list', '--failed');
    expect(listed).toMatchObject({ total: 1, mail: [expect.objectContaining({ id: dead.id, state: 'failed' })] });
    // The list never shows bodies or links (a link may carry a token).
    expect(JSON.stringify(listed)).not.toMatch(/dashboard|"data"|link/);
    expect(await cli('mail:retry', String(dead.id))).toEqual({ queued: 1 });
    expect(await row()).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await cli('mail:list', '--failed')).toMatchObject({ total: 0 });
  });
});

describe('an API shutting down with a backlog of mail', () => {
  test('stops sending after the mail in hand and leaves the rest queued for the next run', async () => {
    const t = await createTestApp();
    try {
      const now = new Date().toISOString();
      const bodies = JSON.stringify({ text: 'text', html: '<p>html</p>' });
      for (let i = 0; i < 200; i++) {
        await insertMail(
          t.handle.db,
          { to: `backlog${i}@example.com`, subject: 'Backlog', template: PRERENDERED_TEMPLATE, data: bodies, link: '' },
          now,
        );
      }
      t.app.jobs.wake('mail'); // a run starts on the backlog...
      await t.app.close(); // ...and the shutdown does not wait for all of it
      const queued = await t.handle.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('state', '=', 'queued')
        .executeTakeFirstOrThrow();
      expect(Number(queued.count)).toBeGreaterThan(0);
      expect(readOutbox(t.config.outboxDir).length).toBe(200 - Number(queued.count));
    } finally {
      await t.close();
    }
  });
});

// Two instances need one shared database: PostgreSQL only (npm test's second pass).
if (testDatabaseUrl)
  describe('two API instances on one PostgreSQL database', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ jobs: 'auto', env: { SETTLEMENT_INTERVAL_SECONDS: '1' } });
      b = await createTestApp({ jobs: 'auto', sharedWith: a, env: { SETTLEMENT_INTERVAL_SECONDS: '1' } });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Buyers who each paid $100 a unit for 2 units in a group that closed at 25 units ($80). */
    async function closedLines(count: number) {
      const lines: Array<{ lineId: number; email: string; buyer: TestCustomer }> = [];
      for (let i = 0; i < count; i++) {
        const buyer = await createCustomer(a.handle.db);
        const { groupId, lineId } = await buyFreshGroup(
          a.app,
          a.handle.db,
          buyer,
          await addCard(a.app, buyer.token),
          2,
        );
        await a.handle.db
          .updateTable('groups')
          .set({ quantity_booked: 25, status: 'Closed' })
          .where('id', '=', groupId)
          .execute();
        lines.push({ lineId, email: await emailOf(a, buyer.id), buyer });
      }
      return lines;
    }

    async function expectOnceEach(lines: Array<{ lineId: number; email: string }>) {
      for (const line of lines) {
        const refunds = await a.handle.db
          .selectFrom('payments')
          .select('amount_cents')
          .where('order_line_id', '=', line.lineId)
          .where('kind', '=', 'refund')
          .execute();
        expect(refunds).toEqual([{ amount_cents: 4_000 + 250 + 80 }]);
        const settledMail = await a.handle.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipient', '=', line.email)
          .where('subject', 'like', '%the group has closed')
          .execute();
        expect(settledMail).toHaveLength(1);
      }
    }

    test('settlement through pg-boss: one run at a time across both, each line refunded once, each buyer mailed once', async () => {
      const lines = await closedLines(3);
      await Promise.all([a.app.jobs.start(), b.app.jobs.start()]);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const left = await a.handle.db
          .selectFrom('order_lines')
          .select('id')
          .where(
            'id',
            'in',
            lines.map((line) => line.lineId),
          )
          .where('settled_at', 'is', null)
          .execute();
        const unsent = await a.handle.db
          .selectFrom('mail_outbox')
          .select('id')
          .where(
            'recipient',
            'in',
            lines.map((line) => line.email),
          )
          .where('state', '!=', 'sent')
          .execute();
        if (left.length === 0 && unsent.length === 0) break;
        if (Date.now() > deadline) throw new Error(`${left.length} lines unsettled, ${unsent.length} mails unsent`);
        await sleep(200);
      }
      await expectOnceEach(lines);
      // Sent once, by whichever instance took it.
      const files = [...readOutbox(a.config.outboxDir), ...readOutbox(b.config.outboxDir)];
      for (const line of lines) {
        expect(
          files.filter((mail) => mail.to === line.email && mail.subject.endsWith('the group has closed')),
        ).toHaveLength(1);
      }
      // pg-boss's own record: no two settlement runs were ever active at the same time.
      const runs = await sql<{ started_on: Date; completed_on: Date | null }>`
      select started_on, completed_on from ${sql.table(`${pgBossSchemaFor(a.handle.pgSchema)}.job`)}
      where name = 'settlement' and started_on is not null order by started_on`.execute(a.handle.db);
      expect(runs.rows.length).toBeGreaterThan(0);
      for (let i = 1; i < runs.rows.length; i++) {
        const previousEnd = runs.rows[i - 1]!.completed_on;
        expect(previousEnd).not.toBeNull();
        expect(runs.rows[i]!.started_on.getTime()).toBeGreaterThanOrEqual(previousEnd!.getTime());
      }
      // The next tests drive settlement by hand.
      await Promise.all([a.app.jobs.stop(), b.app.jobs.stop()]);
    }, 60_000);

    test("both instances' 'settle now' at once: a run going refuses the others; each line refunded once, each buyer mailed once", async () => {
      const lines = await closedLines(3);
      const adminA = await loginAs(a.app, 'admin@example.com', 'Admin@1234');
      const adminB = await loginAs(b.app, 'admin@example.com', 'Admin@1234');
      const settle = (t: TestApp, token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/settlement/run',
          headers: { authorization: `Bearer ${token}` },
        });
      const answers = await Promise.all([settle(a, adminA), settle(b, adminB), settle(a, adminA), settle(b, adminB)]);
      // One operator run at a time across the instances (the database's advisory lock):
      // a run asked for while another goes is refused, whichever instance it reached.
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes).toContain(200);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect([refused.statusCode, refused.json().message]).toEqual([409, 'A settlement run is already in progress.']);
      }
      await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
      await expectOnceEach(lines);
    });

    test('a run that outlives its claim window: the runner taking over waits on the line and refunds nothing again', async () => {
      const lines = await closedLines(2);
      const payments = paymentProviderFor(a.config);
      const slow = createSettlementService(a.handle.db, payments, {
        queue: createMailQueue(() => undefined),
        publicUrl: a.config.publicUrl,
      });
      const late = createSettlementService(b.handle.db, payments, {
        queue: createMailQueue(() => undefined),
        publicUrl: b.config.publicUrl,
      });
      let waited = false;
      let lateWasBlocked = false;
      const slowRun = slow.run({
        // Inside the first line's transaction, refund made, line locked, not marked yet:
        // stall until the late runner, taking the claims over as stale, waits on this lock.
        beforeMark: async () => {
          if (waited) return;
          waited = true;
          const deadline = Date.now() + 10_000;
          while (!lateWasBlocked && Date.now() < deadline) {
            const blocked = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike '%order_lines%'`.execute(b.handle.db);
            lateWasBlocked = blocked.rows[0]!.n > 0;
            if (!lateWasBlocked) await sleep(50);
          }
        },
      });
      await sleep(200);
      // Its clock is past the claim window of the slow run's claims.
      const lateRun = late.run({ now: new Date(Date.now() + (STALE_CLAIM_MINUTES + 1) * 60_000) });
      const [first, second] = await Promise.all([slowRun, lateRun]);
      expect(lateWasBlocked).toBe(true);
      expect(first.lines_settled + second.lines_settled).toBeGreaterThanOrEqual(2);
      await expectOnceEach(lines);
    });
  });
