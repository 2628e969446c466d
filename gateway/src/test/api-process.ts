import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startService, waitForHealthy, type Service } from '../../../scripts/lib/services';

export interface ApiProcess {
  url: string;
  /** Where the API writes mail (no SMTP in tests): `<time>-<id>.json` with `to`, `subject`, `link`. */
  outboxDir: string;
  /** The API's SQLite file, for tests that check what was written. */
  sqliteFile: string;
  /** Sends a signal to the API process (SIGKILL to kill it, SIGSTOP/SIGCONT to freeze it). */
  signal(signal: NodeJS.Signals): void;
  /** Stops the API if it still runs and starts it again on the same port and files. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API on a fresh, seeded SQLite file; the gateway tests talk to it.
 * `env` adds or overrides the API's settings (e.g. Stripe keys).
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-test-'));
  const port = await freePort();
  const sqliteFile = path.join(dataDir, 'shop.db');
  const start = async () => {
    const service = startService(
      'api',
      'api/src/main.ts',
      {
        API_PORT: String(port),
        SQLITE_FILE: sqliteFile,
        MEDIA_DIR: path.join(dataDir, 'media'),
        // Uploads and mail stay in the temp dir too, never in the repository's data/.
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        SMTP_URL: '',
        DATABASE_URL: '',
        // The sandbox, whatever Stripe keys the shell running the tests has.
        PAYMENT_PROVIDER: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      'ignore',
    );
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, service, 120_000);
    return service;
  };
  let api: Service = await start();
  return {
    url: `http://127.0.0.1:${port}`,
    outboxDir: path.join(dataDir, 'outbox'),
    sqliteFile,
    signal(signal) {
      api.process.kill(signal);
    },
    async restart() {
      await api.stop();
      api = await start();
    },
    async stop() {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** The newest message the API wrote to `outboxDir` for `to` (file names start with a timestamp). */
export function newestMail(outboxDir: string, to: string): OutboxMessage {
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
 * The newest mail to `to` whose link matches, waiting for it a little: some mails (a
 * password reset) are prepared after the API has answered. Bounded: 5 s at most.
 */
export async function awaitMail(outboxDir: string, to: string, link: RegExp): Promise<OutboxMessage> {
  const deadline = Date.now() + 5_000;
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
