import { sql } from 'kysely';
import { createDb } from '../../db/kysely';
import { buildServer } from '../../server';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  test('answers 200 with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'ok', data: { database: 'up' } });
  });

  test('answers 503 with the database down', async () => {
    // A second app on a connection that is already closed.
    const dead = createDb(t.config, { pgSchema: t.handle.pgSchema });
    await sql`select 1`.execute(dead.db);
    await dead.db.destroy();
    const app = await buildServer(t.config, dead);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      // A 5xx names its request (docs/decisions.md "Request id"), through the route's answer schema too.
      expect(res.json()).toEqual({
        status: 503,
        message: 'Database unavailable',
        data: { database: 'down' },
        request_id: res.headers['x-request-id'],
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});

describe('GET /livez and /readyz', () => {
  test('a current schema on a reachable database is alive and ready', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.json()).toEqual({ status: 200, message: 'ok', data: { status: 'alive' } });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 200, message: 'ready', data: { database: 'up', pending_migrations: [] } });
  });

  test('a database behind the code: alive, not ready, naming the pending migrations', async () => {
    const handle = t.handle;
    await handle.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '006_charges_to_return' as never)
      .execute();
    const app = await buildServer(t.config, handle);
    try {
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 503,
        message: 'Migrations pending',
        data: { database: 'up', pending_migrations: ['006_charges_to_return'] },
        request_id: ready.headers['x-request-id'],
      });
    } finally {
      await app.close();
    }
  });

  test('a process that is closing answers 503, so the load balancer stops sending it work', async () => {
    const app = await buildServer(t.config, t.handle);
    await app.ready();
    const closing = app.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    await closing;
    expect(ready.statusCode).toBe(503);
  });
});

describe('unknown paths', () => {
  test('answer 404 in the common shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Not found', data: null });
  });

  test('a wrong method is a 404 too, never a 500', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/category' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });
});
