import type { AddressInfo } from 'node:net';
import { createDb, type DbHandle } from '../../../api/src/db/kysely';
import { createCustomer, createGroup, type TestCustomer } from '../../../api/src/modules/checkout/commerce.fixtures';
import { awaitMail, startApiProcess, type ApiProcess } from '../test/api-process';
import { startTestGateway, type TestGateway } from '../test/gateway-client';
import { liveClient, type LiveClient } from '../test/live-client';

// A live socket ends with its session (docs/decisions.md "Live sockets and sessions"): a
// sign-out, an operator's "end sessions" and a password reset close the customer's
// sockets with 4401 within a second, and the group changes after it reach only the
// sockets still signed in. Against a real API process, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL; across two gateways in cluster.test.ts.

jest.setTimeout(120_000);

const GROUP_CHANGED = 'subscription($ids: [ID!]!) { groupChanged(ids: $ids) { id status } }';
/** "Within about a second" of the answer to the sign-out, end or reset. */
const CLOSE_WITHIN_MS = 1_000;

type GroupEvent = { id: string; status: string };

/** A signed-in socket following one group, with every event it received. */
interface Follower {
  live: LiveClient;
  events: GroupEvent[];
  /** Resolves with the first event whose status is `status`. */
  sees(status: string): Promise<void>;
}

let api: ApiProcess;
let handle: DbHandle;
let gateway: TestGateway;
let adminToken: string;
const clients: LiveClient[] = [];

async function ok<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Opens a socket as `token`, follows `groupId`, and waits for its first event (the group's current state). */
async function follow(token: string, groupId: number): Promise<Follower> {
  const url = `ws://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/graphql`;
  const live = liveClient(url, token);
  clients.push(live);
  const events: GroupEvent[] = [];
  const waiters: Array<{ status: string; done: () => void }> = [];
  live.client.subscribe<{ groupChanged: GroupEvent }>(
    { query: GROUP_CHANGED, variables: { ids: [String(groupId)] } },
    {
      next: ({ data }) => {
        if (!data) return;
        events.push(data.groupChanged);
        for (const waiter of waiters.filter((w) => w.status === data.groupChanged.status)) waiter.done();
      },
      error: () => {},
      complete: () => {},
    },
  );
  const sees = (status: string) =>
    events.some((event) => event.status === status)
      ? Promise.resolve()
      : new Promise<void>((done) => waiters.push({ status, done }));
  await sees('OPEN');
  return { live, events, sees };
}

/** The close code, or a failure if the socket is still open `CLOSE_WITHIN_MS` after `since`. */
async function closedWithin(live: LiveClient, since: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still open ${CLOSE_WITHIN_MS} ms after the session ended`)),
      CLOSE_WITHIN_MS - (Date.now() - since),
    );
  });
  try {
    return await Promise.race([live.closed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes the group through the console: a change every follower still signed in receives
 * (`still` sees CLOSED); the socket that was closed received nothing after its close.
 */
async function changeSeenOnlyBy(groupId: number, still: Follower, closed: Follower): Promise<void> {
  await ok('mutation($id: ID!) { admin { closeGroup(id: $id) { message } } }', { id: String(groupId) }, adminToken);
  await still.sees('CLOSED');
  expect(closed.events.map((event) => event.status)).not.toContain('CLOSED');
}

const emailOf = async (customer: TestCustomer) =>
  (await handle.db.selectFrom('customers').select('email').where('id', '=', customer.id).executeTakeFirstOrThrow())
    .email;

beforeAll(async () => {
  api = await startApiProcess();
  handle = createDb(api.database);
  gateway = await startTestGateway({ API_URL: api.url });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = (
    await ok<{ login: { token: string } }>(
      'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: 'admin@example.com', p: 'Admin@1234' },
    )
  ).login.token;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((live) => live.dispose()));
});
afterAll(async () => {
  await gateway?.app.close();
  await handle?.db.destroy();
  await api?.stop();
});

test("a sign-out closes that session's socket with 4401; the customer's other device stays live", async () => {
  const groupId = await createGroup(handle.db);
  const customer = await createCustomer(handle.db);
  // A second session of the same customer (another device).
  const other = await createCustomer(handle.db);
  await handle.db
    .updateTable('sessions')
    .set({ customer_id: customer.id })
    .where('customer_id', '=', other.id)
    .execute();
  const signedOut = await follow(customer.token, groupId);
  const otherDevice = await follow(other.token, groupId);

  await ok('mutation { logout { message } }', {}, customer.token);
  expect(await closedWithin(signedOut.live, Date.now())).toBe(4401);
  await changeSeenOnlyBy(groupId, otherDevice, signedOut);
});

test("an operator ending a customer's sessions closes each of that customer's sockets with 4401", async () => {
  const groupId = await createGroup(handle.db);
  const customer = await createCustomer(handle.db);
  const bystander = await createCustomer(handle.db);
  const first = await follow(customer.token, groupId);
  const second = await follow(customer.token, groupId);
  const others = await follow(bystander.token, groupId);

  const ended = await ok<{ admin: { endCustomerSessions: { ended: number } } }>(
    'mutation($id: ID!) { admin { endCustomerSessions(id: $id) { ended } } }',
    { id: String(customer.id) },
    adminToken,
  );
  const since = Date.now();
  expect(ended.admin.endCustomerSessions.ended).toBe(1);
  expect(await closedWithin(first.live, since)).toBe(4401);
  expect(await closedWithin(second.live, since)).toBe(4401);
  await changeSeenOnlyBy(groupId, others, first);
  expect(second.events.map((event) => event.status)).not.toContain('CLOSED');
});

test("a password reset closes the account's sockets with 4401", async () => {
  const groupId = await createGroup(handle.db);
  const customer = await createCustomer(handle.db);
  const bystander = await createCustomer(handle.db);
  const email = await emailOf(customer);
  const followed = await follow(customer.token, groupId);
  const others = await follow(bystander.token, groupId);

  await ok('mutation($e: EmailAddress!) { requestPasswordReset(email: $e) { message } }', { e: email });
  const link = new URL((await awaitMail(api.outboxDir, email, /reset_token=/)).link);
  await ok(
    'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p, confirmPassword: $p) { message } }',
    { t: link.searchParams.get('reset_token'), p: 'Renewed@1234' },
  );
  expect(await closedWithin(followed.live, Date.now())).toBe(4401);
  await changeSeenOnlyBy(groupId, others, followed);
});

test("a session's expiry closes its socket with 4401", async () => {
  const groupId = await createGroup(handle.db);
  const customer = await createCustomer(handle.db);
  await handle.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() + 1_500).toISOString() })
    .where('customer_id', '=', customer.id)
    .execute();
  const followed = await follow(customer.token, groupId);
  expect(await followed.live.closed).toBe(4401);
});
