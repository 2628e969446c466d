import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort, startService, waitForHealthy, type Service } from '../../../scripts/lib/services';

import { dataFolderEnv } from '../config/data-folder';
import { createDb } from '../db/kysely';
import { testDatabaseUrl } from '../test/test-app';

// A shop started as an operator would start it in production: on an empty database (a
// new PostgreSQL database when the suite runs on PostgreSQL), with NODE_ENV=production.

const repoRoot = path.resolve(__dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
const databaseName = `shop_prod_${randomBytes(5).toString('hex')}`;
const databaseUrl = testDatabaseUrl ? withDatabase(testDatabaseUrl, databaseName) : undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const production = {
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
};

type Run = { code: number; stdout: string; stderr: string };

async function node(entry: string, args: string[], env: Record<string, string>): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let api: Service | undefined;

async function countRows(): Promise<Record<'customers' | 'groups' | 'categories', number>> {
  const handle = createDb({ databaseUrl, sqliteFile: production.SQLITE_FILE });
  try {
    const count = async (table: 'customers' | 'groups' | 'categories') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      customers: await count('customers'),
      groups: await count('groups'),
      categories: await count('categories'),
    };
  } finally {
    await handle.db.destroy();
  }
}

beforeAll(async () => {
  if (testDatabaseUrl) await onServer(`create database ${databaseName}`);
});

afterAll(async () => {
  await api?.stop();
  if (testDatabaseUrl) await onServer(`drop database if exists ${databaseName}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a production start missing required settings exits naming each of them', async () => {
  const { code, stderr } = await node('api/src/main.ts', [], {
    ...production,
    SIGNING_SECRET: '',
    PUBLIC_URL: '',
    ALLOW_SANDBOX_PAYMENTS: '',
  });
  expect(code).toBe(1);
  expect(stderr).toContain('SIGNING_SECRET: required in production');
  expect(stderr).toContain('PUBLIC_URL: required in production');
  expect(stderr).toContain('PAYMENT_PROVIDER: sandbox takes no real payments');
}, 60_000);

test('an empty database: no start before `npm run migrate`, then no account until create-admin', async () => {
  const early = await node('api/src/main.ts', [], production);
  expect(early.code).toBe(1);
  expect(early.stderr).toMatch(/pending migrations \(001_initial, 002_accounts, .*\); run `npm run migrate` first/);

  const migrated = await node('api/src/cli/migrate.ts', [], production);
  expect(migrated.code).toBe(0);
  expect(migrated.stdout).toMatch(/^Applied: 001_initial, /);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  api = startService('api', 'api/src/main.ts', { ...production, API_PORT: String(port) }, 'ignore');
  await waitForHealthy(`${url}/api/health`, api);

  const login = (email: string, password: string) =>
    fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  // The demo's accounts and catalogue were never created.
  expect((await login('admin@example.com', 'Admin@1234')).status).toBe(400);
  expect((await login('shopper@example.com', 'Shopper@123')).status).toBe(400);
  expect(await countRows()).toEqual({ customers: 0, groups: 0, categories: 0 });

  // A weak password is refused and creates nothing; the password never comes from argv.
  const weak = await node('api/src/cli/admin.ts', ['create-admin', '--email', 'Ops@Shop.example'], {
    ...production,
    ADMIN_PASSWORD: 'short',
  });
  expect(weak.code).toBe(1);
  expect(weak.stderr).toContain('Must Contain 8 Characters');
  expect((await login('ops@shop.example', 'short')).status).toBe(400);

  const created = await node('api/src/cli/admin.ts', ['create-admin', '--email', 'Ops@Shop.example'], {
    ...production,
    ADMIN_PASSWORD: 'Operator@2026',
  });
  expect(created.code).toBe(0);
  expect(JSON.parse(created.stdout)).toMatchObject({ email: 'ops@shop.example', role: 'admin' });

  const signedIn = await login('ops@shop.example', 'Operator@2026');
  expect(signedIn.status).toBe(200);
  const { data } = (await signedIn.json()) as { data: { token: string; role: string } };
  expect(data.role).toBe('admin');
  const adminGroups = await fetch(`${url}/api/admin/groups`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(adminGroups.status).toBe(200);

  // The CLI lists the operator's session and ends it: the token answers 401 afterwards.
  const sessions = await node('api/src/cli/admin.ts', ['sessions:list', '--email', 'ops@shop.example'], production);
  expect(JSON.parse(sessions.stdout)).toHaveLength(1);
  const ended = await node('api/src/cli/admin.ts', ['sessions:end', '--email', 'ops@shop.example'], production);
  expect(JSON.parse(ended.stdout)).toEqual({ ended: 1 });
  const after = await fetch(`${url}/api/user/session`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(after.status).toBe(401);

  const again = await node('api/src/cli/admin.ts', ['create-admin', '--email', 'ops@shop.example'], {
    ...production,
    ADMIN_PASSWORD: 'Operator@2026',
  });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('An account with the e-mail ops@shop.example already exists');
  expect(await countRows()).toEqual({ customers: 1, groups: 0, categories: 0 });
}, 120_000);
