import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../../config/config';
import { dataFolderEnv } from '../../config/data-folder';
import { createDb, type DbHandle } from '../../db/kysely';
import { PRERENDERED_TEMPLATE } from '../../db/migrations/025_mail_templates';
import { migrateTo, migrateToLatest, migrationNames } from '../../db/migrations/migrator';
import { runPostgresStatement } from '../../db/postgres-statement';
import { createPostgresDatabase, databaseUrlOf } from '../../test/seeded-copy';
import { testDatabaseUrl } from '../../test/test-app';
import { mailLayoutOf } from './mail-layout';
import { sendDueMail } from './mail-sender';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';

// Migration 025 (mail rendered when sent): a mail queued by the version before, with its
// bodies rendered then, still goes out after the upgrade, with those very bodies. On an
// empty database of its own: SQLite, and PostgreSQL with TEST_DATABASE_URL.

const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
let dir: string;
let handle: DbHandle;
let database: string | undefined;
let config: ReturnType<typeof loadConfig>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-upgrade-'));
  database = testDatabaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  config = loadConfig({
    ...dataFolderEnv(dir),
    SIGNING_SECRET: 's'.repeat(40),
    DATABASE_URL: testDatabaseUrl && database ? databaseUrlOf(testDatabaseUrl, database) : undefined,
  });
});
afterAll(async () => {
  await handle?.db.destroy();
  if (testDatabaseUrl && database) {
    await runPostgresStatement(testDatabaseUrl, `drop database if exists ${database} with (force)`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('mail queued before the upgrade is sent afterwards with the bodies it was rendered with', async () => {
  if (testDatabaseUrl && database) await createPostgresDatabase(testDatabaseUrl, database);
  handle = createDb(config);
  const names = migrationNames();
  await migrateTo(handle, names[names.indexOf('025_mail_templates') - 1]!);

  // Two mails of the version before: one waiting, one sent (whose bodies were emptied).
  const now = new Date().toISOString();
  const row = (recipient: string, state: string, text: string, html: string) =>
    sql`insert into mail_outbox (recipient, subject, text_body, html_body, link, state, next_attempt_at, created_at)
        values (${recipient}, ${'Your order 7 is placed'}, ${text}, ${html}, ${'http://localhost:4000/dashboard'}, ${state}, ${now}, ${now})`.execute(
      handle.db,
    );
  await row(
    'waiting@example.com',
    'queued',
    'Your order 7 is placed and $12.00 was charged.',
    '<p>Your "order" 7 & more</p>',
  );
  await row('sent@example.com', 'sent', '', '');

  await migrateToLatest(handle);

  const rows = await handle.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'template', 'data'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => [r.recipient, r.template])).toEqual([
    ['waiting@example.com', PRERENDERED_TEMPLATE],
    ['sent@example.com', PRERENDERED_TEMPLATE],
  ]);
  expect(JSON.parse(rows[0]!.data)).toEqual({
    text: 'Your order 7 is placed and $12.00 was charged.',
    html: '<p>Your "order" 7 & more</p>',
  });

  const summary = await sendDueMail(handle.db, createMailer(config, silent), {
    maxAttempts: 3,
    retrySeconds: 30,
    layout: mailLayoutOf(config),
    log: silent,
  });
  expect(summary).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(readOutbox(config.outboxDir)).toEqual([
    {
      to: 'waiting@example.com',
      subject: 'Your order 7 is placed',
      text: 'Your order 7 is placed and $12.00 was charged.',
      html: '<p>Your "order" 7 & more</p>',
      link: 'http://localhost:4000/dashboard',
      headers: {},
    },
  ]);
  // Sent: its data is emptied, as its bodies were.
  const sent = await handle.db
    .selectFrom('mail_outbox')
    .select(['state', 'data', 'link'])
    .where('recipient', '=', 'waiting@example.com')
    .executeTakeFirstOrThrow();
  expect(sent).toEqual({ state: 'sent', data: '{}', link: '' });
});
