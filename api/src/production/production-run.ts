import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { compiledEntryArgs } from '../../../scripts/lib/services';
import { ensureServerBuild } from '../../../scripts/lib/server-build';
import { dataFolderEnv } from '../config/data-folder';
import { runPostgresStatement } from '../db/postgres-statement';
import { testDatabaseUrl } from '../test/test-app';

// What the production tests share: the settings an operator gives a production start, a
// database of its own, and the compiled entry points run as the image runs them.

const repoRoot = path.resolve(__dirname, '../../..');

/** Production settings over a data folder and, on PostgreSQL, a new database. */
export function productionEnv(dir: string, databaseUrl: string | undefined) {
  return {
    NODE_ENV: 'production',
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://shop.example.com',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    DATABASE_URL: databaseUrl ?? '',
    ...dataFolderEnv(dir),
    SETTLEMENT_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
    // The suite's low hashing cost is refused in production (config.ts).
    PASSWORD_HASH_COST: '',
  };
}

/** A database of its own on TEST_DATABASE_URL's server (none on SQLite), dropped by `drop`. */
export function productionDatabase(): { url: string | undefined; create(): Promise<void>; drop(): Promise<void> } {
  if (!testDatabaseUrl) return { url: undefined, create: async () => {}, drop: async () => {} };
  const name = `shop_prod_${randomBytes(5).toString('hex')}`;
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    create: () => runPostgresStatement(testDatabaseUrl!, `create database ${name}`),
    drop: () => runPostgresStatement(testDatabaseUrl!, `drop database if exists ${name} with (force)`),
  };
}

export type Run = { code: number; stdout: string; stderr: string };

/** Runs a compiled entry (`api/dist/cli/migrate.js`…) to its end, as the image runs it. */
export async function runCompiled(entry: string, args: string[], env: Record<string, string>): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...compiledEntryArgs(entry), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A fresh temporary data folder, and the server build the tests run (built when stale). */
export function prepareProductionRun(prefix: string): string {
  ensureServerBuild();
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
