import { hashToken } from '../../lib/token';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSessionEndStream, type SessionEndStream } from '../../test/session-end-stream';
import { createCustomer } from '../checkout/commerce.fixtures';
import { endSessionsOf } from '../sessions/sessions.repository';
import { STREAMS_PER_ADDRESS } from '../../lib/event-streams';
import { hashPassword } from '../auth/password';

// Every way a session ends reaches GET /api/session-ends as the sha256 of its token
// (docs/decisions.md "Live sockets and sessions"), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: the gateways close the live sockets signed in with it.

let t: TestApp;
let origin: string;
let adminToken: string;
let stream: SessionEndStream;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  stream = await openSessionEndStream(origin);
});
afterAll(async () => {
  stream.close();
  await t.close();
});

test("a sign-out announces that session's token hash, and only that one", async () => {
  const customer = await createCustomer(t.handle.db);
  const other = await createCustomer(t.handle.db);
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/user/logout',
    headers: { authorization: customer.token },
  });
  expect(out.statusCode).toBe(200);
  await stream.announced(hashToken(customer.token));
  expect(stream.seen).not.toContain(hashToken(other.token));
});

test("an operator ending a customer's sessions announces each of them", async () => {
  const customer = await createCustomer(t.handle.db);
  const second = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
  const shopper = await t.handle.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', 'shopper@example.com')
    .executeTakeFirstOrThrow();
  const ended = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/customers/${shopper.id}/sessions`,
    headers: { authorization: adminToken },
  });
  expect(ended.statusCode).toBe(200);
  await stream.announced(hashToken(second));
  expect(stream.seen).not.toContain(hashToken(customer.token));
});

test("the admin CLI's session end is announced too (the database announces it, not the route)", async () => {
  const customer = await createCustomer(t.handle.db);
  expect(await endSessionsOf(t.handle.db, customer.id)).toBe(1);
  await stream.announced(hashToken(customer.token));
});

test("a password change announces the customer's other sessions, not the one that changed it", async () => {
  const customer = await createCustomer(t.handle.db);
  await t.handle.db
    .updateTable('customers')
    .set({ password_hash: await hashPassword('Before@123') })
    .where('id', '=', customer.id)
    .execute();
  const email = (
    await t.handle.db.selectFrom('customers').select('email').where('id', '=', customer.id).executeTakeFirstOrThrow()
  ).email;
  const current = await loginAs(t.app, email, 'Before@123');
  const changed = await t.app.inject({
    method: 'POST',
    url: '/api/user/change-password',
    headers: { authorization: current },
    payload: { current_password: 'Before@123', new_password: 'After@4567', confirm_password: 'After@4567' },
  });
  expect(changed.statusCode).toBe(200);
  // The fixture's own session is the other device.
  await stream.announced(hashToken(customer.token));
  expect(stream.seen).not.toContain(hashToken(current));
});

test(`more than ${STREAMS_PER_ADDRESS} streams from one address are refused`, async () => {
  const more = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS - 1 }, () => openSessionEndStream(origin)));
  const refused = await fetch(`${origin}/api/session-ends`);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ message: 'Too many session end streams from your address' });
  for (const extra of more) extra.close();
});
