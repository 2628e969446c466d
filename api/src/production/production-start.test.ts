import fs from 'node:fs';
import { freePort, startService, waitForHealthy, type Service } from '../../../scripts/lib/services';
import { createDb } from '../db/kysely';
import { prepareProductionRun, productionDatabase, productionEnv, runCompiled } from './production-run';

// A shop started as an operator would start it in production: from the compiled build
// (`npm run build:server`, as the image runs it), on an empty database (a new PostgreSQL
// database when the suite runs on PostgreSQL), with NODE_ENV=production.

const dir = prepareProductionRun('shop-production-');
const database = productionDatabase();
const databaseUrl = database.url;
const production = productionEnv(dir, databaseUrl);
const node = runCompiled;

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
  await database.create();
});

afterAll(async () => {
  await api?.stop();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a production start missing required settings exits naming each of them', async () => {
  const { code, stderr } = await node('api/dist/main.js', [], {
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
  const early = await node('api/dist/main.js', [], production);
  expect(early.code).toBe(1);
  expect(early.stderr).toMatch(/pending migrations \(001_initial, 002_accounts, .*\); run `npm run migrate` first/);

  const migrated = await node('api/dist/cli/migrate.js', [], production);
  expect(migrated.code).toBe(0);
  expect(migrated.stdout).toMatch(/^Applied: 001_initial, /);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  api = startService('api', 'api/dist/main.js', { ...production, API_PORT: String(port) }, 'ignore');
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
  const weak = await node('api/dist/cli/admin.js', ['create-admin', '--email', 'Ops@Shop.example'], {
    ...production,
    ADMIN_PASSWORD: 'short',
  });
  expect(weak.code).toBe(1);
  expect(weak.stderr).toContain('Must Contain 8 Characters');
  expect((await login('ops@shop.example', 'short')).status).toBe(400);

  const created = await node('api/dist/cli/admin.js', ['create-admin', '--email', 'Ops@Shop.example'], {
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
  const sessions = await node('api/dist/cli/admin.js', ['sessions:list', '--email', 'ops@shop.example'], production);
  expect(JSON.parse(sessions.stdout)).toHaveLength(1);
  const ended = await node('api/dist/cli/admin.js', ['sessions:end', '--email', 'ops@shop.example'], production);
  expect(JSON.parse(ended.stdout)).toEqual({ ended: 1 });
  const after = await fetch(`${url}/api/user/session`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(after.status).toBe(401);

  const again = await node('api/dist/cli/admin.js', ['create-admin', '--email', 'ops@shop.example'], {
    ...production,
    ADMIN_PASSWORD: 'Operator@2026',
  });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('An account with the e-mail ops@shop.example already exists');
  expect(await countRows()).toEqual({ customers: 1, groups: 0, categories: 0 });
}, 300_000);
