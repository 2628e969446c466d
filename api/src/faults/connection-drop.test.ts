import { randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { DATABASE_UNAVAILABLE } from '../lib/error-handler';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../modules/checkout/commerce.fixtures';
import { createTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';

// The database ends the API's connections in the middle of a burst of orders, as a
// restart or a failover would. Shoppers get their order or a 503 to retry, never a 500,
// and retrying with the same idempotency key gives each shopper exactly one order, one
// charge and the right stock, checked from the database.

describe('what counts as the database going away', () => {
  test.each([
    ['the server ending the session (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a broken connection (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a client whose connection died', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a query written to a socket the server already closed',
      Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }),
    ],
    ['a pooled client closed under the request', new Error('Client was closed and is not queryable')],
    [
      'a lost connection wrapped by the code that saw it',
      new Error('order failed', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('%s: answered 503, try again', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test("a socket error raised in another realm (Node's own code under a test runner): answered 503", () => {
    const foreign: unknown = runInNewContext("Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })");
    expect(foreign instanceof Error).toBe(false);
    expect(isDatabaseUnavailable(foreign)).toBe(true);
  });

  test.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
  ])('%s: stays a 500', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// The burst needs connections to drop: PostgreSQL only (npm test's second pass).
if (testDatabaseUrl) {
  const appName = `faults_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  const shoppers: Array<TestCustomer & { cardId: number; key: string }> = [];
  let groupId: number;

  beforeAll(async () => {
    const url = new URL(testDatabaseUrl!);
    url.searchParams.set('application_name', appName);
    // Unhandled errors reach the test's output: a 500 here names its cause.
    t = await createTestApp({ databaseUrl: url.toString(), env: { LOG_LEVEL: 'error' } });
    groupId = await createGroup(t.handle.db, { maxQuantity: 1000 });
    for (let i = 0; i < 12; i += 1) {
      const customer = await createCustomer(t.handle.db);
      shoppers.push({ ...customer, cardId: await addCard(t.app, customer.token), key: `drop-${i}-${appName}` });
      await addToCart(t.app, customer.token, groupId, 2);
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const placeOrder = (shopper: (typeof shoppers)[number]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placeorder',
      headers: { authorization: shopper.token, 'idempotency-key': shopper.key },
      payload: { card_id: shopper.cardId },
    });

  /** Ends every connection of this test's pool, from a connection of another pool. */
  async function dropConnections(): Promise<void> {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        appName,
      ]);
    } finally {
      await admin.end();
    }
  }

  test('connections dropped mid-burst: 200 or 503, never 500; retries give one order and one charge each', async () => {
    const burst = Promise.all(shoppers.map(placeOrder));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await dropConnections();
    const answers = await burst;
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(answer.json().message).toBe(DATABASE_UNAVAILABLE);
    }

    // Each shopper retries, with the same key, until the order is there (as the web does).
    for (const shopper of shoppers) {
      let answer = await placeOrder(shopper);
      for (let attempt = 0; attempt < 3 && answer.statusCode === 503; attempt += 1) answer = await placeOrder(shopper);
      expect(answer.statusCode).toBe(200);
    }

    const orders = await t.handle.db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.id', 'o.customer_id', 'o.grand_total_cents', 'l.quantity'])
      .where('l.group_id', '=', groupId)
      .execute();
    expect(orders.map((o) => o.customer_id).sort()).toEqual(shoppers.map((s) => s.id).sort());
    const charges = await t.handle.db
      .selectFrom('payments')
      .select(['order_id', 'amount_cents', 'provider_id'])
      .where('kind', '=', 'charge')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(charges).toHaveLength(shoppers.length);
    for (const order of orders) {
      expect(charges.find((c) => c.order_id === order.id)?.amount_cents).toBe(order.grand_total_cents);
    }
    const provider = await t.handle.db
      .selectFrom('sandbox_charges')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', 'charge')
      .where(
        'id',
        'in',
        charges.map((c) => c.provider_id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(provider.n)).toBe(shoppers.length);
    const group = await t.handle.db
      .selectFrom('groups')
      .select('quantity_booked')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group.quantity_booked).toBe(2 * shoppers.length);
    const carts = await sql<{ n: string }>`select count(*) as n from cart_items where group_id = ${groupId}`.execute(
      t.handle.db,
    );
    expect(Number(carts.rows[0]!.n)).toBe(0);
  }, 60_000);
}
