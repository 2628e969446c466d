import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { runPostgresStatement } from '../../../api/src/db/postgres-statement';
import { copySeededSqlite, createPostgresDatabase, databaseUrlOf } from '../../../api/src/test/seeded-copy';
import { coverageEnv } from '../../../scripts/lib/coverage-env';
import { ensureServerBuild } from '../../../scripts/lib/server-build';
import { freePort, startService, waitForHealthy, type Service } from '../../../scripts/lib/services';

export interface ApiProcess {
  url: string;
  /** Where the API writes mail (no SMTP in tests): `<time>-<id>.json` with `to`, `subject`, `link`. */
  outboxDir: string;
  /**
   * Where the API keeps its data, for tests that check what was written (open it with the
   * API's `createDb`): a PostgreSQL database of its own when TEST_DATABASE_URL is set
   * (npm test's second pass), else a SQLite file.
   */
  database: { databaseUrl: string | undefined; sqliteFile: string };
  /** The API's output lines (its JSON log), when started with `captureLogs` (else empty). */
  logs: string[];
  /** Sends a signal to the API process (SIGKILL to kill it, SIGSTOP/SIGCONT to freeze it). */
  signal(signal: NodeJS.Signals): void;
  /** Waits for the API process to end; answers its exit code (null when a signal ended it). */
  exited(): Promise<number | null>;
  /**
   * Stops the API if it still runs and starts it again on the same port and files;
   * `env` changes settings for the new start (e.g. its mail server down).
   */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** The newest message the API wrote to `outboxDir` for `to` (file names start with a timestamp). */
function newestMail(outboxDir: string, to: string): OutboxMessage {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((file) => file.endsWith('.json')) : [];
  const messages = files
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxMessage)
    .filter((message) => message.to.toLowerCase() === to.toLowerCase());
  const newest = messages.at(-1);
  if (!newest) throw new Error(`no mail to ${to} in ${outboxDir}`);
  return newest;
}

/**
 * The newest mail to `to` whose link matches, waiting for it a little: mail is queued in
 * the API's transaction and sent by its mail job just after the answer. Bounded: 15 s at most
 * (a stack's first mail on a loaded 2-core machine has taken over 5 s).
 */
export async function awaitMail(outboxDir: string, to: string, link: RegExp): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const mail = newestMail(outboxDir, to);
      if (link.test(mail.link)) return mail;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link like ${link}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Appends each line a child process writes, on stdout or stderr, to `lines`. */
export function collectLines(child: ChildProcess, lines: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
}

/**
 * A PostgreSQL database of its own on TEST_DATABASE_URL's server, so the gateway's suites
 * also run against PostgreSQL: empty (the API migrates and seeds it at its demo start), or
 * with `filesInto`, a copy of the run's seeded template (its files copied there) when the
 * jest global setup made one.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  filesInto?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gateway_test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name, filesInto);
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => runPostgresStatement(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts the real API (compiled, `api/dist/main.js`) on a fresh, seeded database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set: a copy of the run's seeded template when the jest global setup
 * made one, else seeded at the API's start); the gateway tests talk to it. `env` adds or overrides the
 * API's settings (e.g. Stripe keys). `sharedDatabaseUrl`: run on that PostgreSQL database
 * instead, beside other instances (a cluster), and leave it in place at `stop()`.
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  options: { sharedDatabaseUrl?: string; captureLogs?: boolean } = {},
): Promise<ApiProcess> {
  const logs: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-test-'));
  const port = await freePort();
  const sqliteFile = path.join(dataDir, 'shop.db');
  // The run's seeded template copied, unless the API seeds into a bucket (S3 settings).
  const seedFilesInto = env.S3_BUCKET ? undefined : dataDir;
  // A cluster's instances share one database, which the cluster owns (and drops).
  const postgres = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => {} }
    : process.env.TEST_DATABASE_URL
      ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL, seedFilesInto)
      : undefined;
  if (!postgres && seedFilesInto) copySeededSqlite(seedFilesInto);
  // The compiled API, as the image runs it (docs/decisions.md#test-suite-time): a start
  // through tsx costs about 1.5 s more of a core, and the gateway suite starts dozens on
  // each database. Built first when a source is newer than the build.
  ensureServerBuild();
  const start = async (extraEnv: Record<string, string> = {}) => {
    const service = startService(
      'api',
      'api/dist/main.js',
      {
        API_PORT: String(port),
        SQLITE_FILE: sqliteFile,
        MEDIA_DIR: path.join(dataDir, 'media'),
        // Uploads and mail stay in the temp dir too, never in the repository's data/.
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        SMTP_URL: '',
        DATABASE_URL: postgres?.url ?? '',
        // The sandbox, whatever Stripe keys the shell running the tests has.
        PAYMENT_PROVIDER: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        LOG_LEVEL: process.env.DEBUG_API ? 'info' : 'warn',
        ...coverageEnv('gateway'),
        ...env,
        ...extraEnv,
      },
      process.env.DEBUG_API ? 'inherit' : options.captureLogs ? 'pipe' : 'ignore',
    );
    if (options.captureLogs && !process.env.DEBUG_API) collectLines(service.process, logs);
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, service, 120_000);
    return service;
  };
  let api: Service = await start();
  return {
    url: `http://127.0.0.1:${port}`,
    outboxDir: path.join(dataDir, 'outbox'),
    database: { databaseUrl: postgres?.url, sqliteFile },
    logs,
    signal(signal) {
      api.process.kill(signal);
    },
    exited() {
      const child = api.process;
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    },
    async restart(extraEnv) {
      await api.stop();
      api = await start(extraEnv);
    },
    async stop() {
      await api.stop();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
