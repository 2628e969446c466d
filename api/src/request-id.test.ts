import { sql } from 'kysely';
import { createTestApp, type TestApp } from './test/test-app';

// The request id (docs/decisions.md "Request id"): the gateway's X-Request-Id names the
// request in the API's answer and logs (gateway/src/request-id.test.ts reads the logs), and
// a 5xx body carries it for the shopper to quote.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const get = (url: string, requestId?: string) =>
  t.app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

test("the gateway's X-Request-Id names the request: answered in X-Request-Id, on a 404 too", async () => {
  const id = `test-${'Az09_.-'.repeat(17)}`;
  expect(id).toHaveLength(124);
  expect((await get('/livez', id)).headers['x-request-id']).toBe(id);
  const missing = await get('/api/nothing-here', 'test-404');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['x-request-id']).toBe('test-404');
});

test.each([
  ['no id', undefined],
  ['an empty one', ''],
  ['one with a space', 'test id'],
  ['one with markup', 'test<b>'],
  ['two of them', 'test-1, test-2'],
  ['one of 129 characters', 'x'.repeat(129)],
])('%s: the request gets a new UUID', async (_what, sent) => {
  const first = (await get('/livez', sent)).headers['x-request-id'];
  const second = (await get('/livez', sent)).headers['x-request-id'];
  expect(first).toMatch(UUID);
  expect(second).toMatch(UUID);
  expect(second).not.toBe(first);
});

test('an unexpected failure: a 500 whose body names the request, and nothing of the failure', async () => {
  await sql`alter table categories rename to categories_away`.execute(t.handle.db);
  try {
    const res = await get('/api/category', 'test-500');
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('test-500');
    expect(res.json()).toEqual({ status: 500, message: 'Internal server error', data: null, request_id: 'test-500' });
  } finally {
    await sql`alter table categories_away rename to categories`.execute(t.handle.db);
  }
  expect((await get('/api/category')).statusCode).toBe(200);
});
