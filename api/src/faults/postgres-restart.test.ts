import { DATABASE_UNAVAILABLE } from '../lib/error-handler';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../modules/checkout/commerce.fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';

// PostgreSQL restarted under a burst of orders (PostgreSQL only: api/jest.config.js leaves
// this file out on SQLite). The machine's PostgreSQL is shared, so the restart is played
// by a TCP proxy between the API and it (test/tcp-proxy.ts): in the middle of the burst,
// with a COMMIT half sent, every connection is cut and new ones are refused for a second,
// as a restart does. Each shopper then has their order exactly once (one order, one
// charge in the ledger and at the provider, the stock booked once) or a 503 that left
// nothing behind, and once the database is back the pool serves orders again: retrying
// with the same idempotency key, as the web does, gives every shopper exactly one order.

const SHOPPERS = 12;
const UNITS = 2;
/** How long the "restarting" database refuses connections. */
const DOWN_MS = 1_000;
/** The COMMIT during which the database goes away: the orders committed before it stand. */
const CUT_AT_COMMIT = 4;

let proxy: TcpProxy;
let t: TestApp;
let groupId: number;
const shoppers: Array<TestCustomer & { cardId: number; key: string }> = [];

beforeAll(async () => {
  const server = new URL(testDatabaseUrl!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const proxied = new URL(server);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  t = await createTestApp({ databaseUrl: proxied.toString(), env: { LOG_LEVEL: 'error' } });
  groupId = await createGroup(t.handle.db, { maxQuantity: 1000 });
  for (let i = 0; i < SHOPPERS; i += 1) {
    const customer = await createCustomer(t.handle.db);
    shoppers.push({ ...customer, cardId: await addCard(t.app, customer.token), key: `restart-${i}-${Date.now()}` });
    await addToCart(t.app, customer.token, groupId, UNITS);
  }
}, 60_000);
afterAll(async () => {
  proxy.tap = undefined;
  await proxy?.start().catch(() => undefined);
  await t?.close();
  await proxy?.close();
});

const placeOrder = (shopper: (typeof shoppers)[number]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: shopper.token, 'idempotency-key': shopper.key },
    payload: { card_id: shopper.cardId },
  });

/** What the database holds of one shopper's order in the group: orders, their charges, cart units. */
async function booksOf(shopper: TestCustomer) {
  const orders = await t.handle.db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(['o.id', 'o.grand_total_cents', 'l.quantity'])
    .where('o.customer_id', '=', shopper.id)
    .where('l.group_id', '=', groupId)
    .execute();
  const charges = orders.length
    ? await t.handle.db
        .selectFrom('payments as p')
        .innerJoin('sandbox_charges as s', 's.id', 'p.provider_id')
        .select(['p.order_id', 'p.amount_cents', 's.amount_cents as provider_cents'])
        .where('p.kind', '=', 'charge')
        .where(
          'p.order_id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    : [];
  const cart = await t.handle.db
    .selectFrom('cart_items')
    .select('qty')
    .where('customer_id', '=', shopper.id)
    .where('group_id', '=', groupId)
    .execute();
  return { orders, charges, cartUnits: cart.reduce((sum, line) => sum + line.qty, 0) };
}

/** One order with one charge of its total, at the provider too, and the cart emptied. */
function expectPlacedOnce(books: Awaited<ReturnType<typeof booksOf>>): void {
  expect(books.orders).toHaveLength(1);
  expect(books.orders[0]!.quantity).toBe(UNITS);
  const total = books.orders[0]!.grand_total_cents;
  expect(books.charges).toEqual([{ order_id: books.orders[0]!.id, amount_cents: total, provider_cents: total }]);
  expect(books.cartUnits).toBe(0);
}

test('restarted mid-burst: each order placed once or a clean 503; the pool recovers and retries place each once', async () => {
  // The pool's word for each connection the restart ended (db/kysely.ts), kept out of the test's output.
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let commits = 0;
  proxy.tap = (chunk, way) => {
    if (way !== 'to-server' || !/commit\0/i.test(chunk.toString('latin1'))) return 'pass';
    commits += 1;
    return commits === CUT_AT_COMMIT ? 'stop' : 'pass';
  };
  const burst = Promise.all(shoppers.map(placeOrder));
  // The database comes back a second after it went away.
  const restarted = (async () => {
    while (commits < CUT_AT_COMMIT) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    proxy.tap = undefined;
    await proxy.start();
  })();
  const answers = await burst;

  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(CUT_AT_COMMIT - 1);
  expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
  for (const answer of answers.filter((a) => a.statusCode === 503)) {
    expect(answer.json()).toEqual({
      status: 503,
      message: DATABASE_UNAVAILABLE,
      data: null,
      request_id: expect.any(String),
    });
  }
  await restarted;
  expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL ended a connection/));
  warned.mockRestore();

  // Read once the database is back: what each answer left behind.
  for (const [i, shopper] of shoppers.entries()) {
    const books = await booksOf(shopper);
    if (answers[i]!.statusCode === 200) {
      expectPlacedOnce(books);
      expect(books.orders[0]!.id).toBe(answers[i]!.json().data.order_id);
    } else if (books.orders.length === 0) {
      // Refused: no order, no charge, and the cart as it was.
      expect(books.charges).toEqual([]);
      expect(books.cartUnits).toBe(UNITS);
    } else {
      // Its COMMIT reached the database just before the cut: the order is whole.
      expectPlacedOnce(books);
    }
  }

  // The pool serves again: each shopper's retry with the same key answers their one order.
  for (const [i, shopper] of shoppers.entries()) {
    const retry = await placeOrder(shopper);
    expect(retry.statusCode).toBe(200);
    const books = await booksOf(shopper);
    expectPlacedOnce(books);
    expect(retry.json().data.order_id).toBe(books.orders[0]!.id);
    if (answers[i]!.statusCode === 200) expect(retry.json().data.order_id).toBe(answers[i]!.json().data.order_id);
  }
  const group = await t.handle.db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  expect(group.quantity_booked).toBe(UNITS * SHOPPERS);
}, 60_000);
