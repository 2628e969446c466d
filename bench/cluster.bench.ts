// One API + one gateway versus two + two on one PostgreSQL database (docs/scaling.md): the
// listing and place-order mixes through the gateways taken in turn, as a load balancer would.
// On a 2-core machine two instances cannot add throughput; the run shows how latency moves
// and that the books stay exact with several instances.
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/cluster.bench.ts
import { randomBytes } from 'node:crypto';
import { createDb } from '../api/src/db/kysely';
import { createCustomer, createGroup } from '../api/src/modules/checkout/commerce.fixtures';
import { freshPostgresDatabase } from '../gateway/src/test/api-process';
import { saveSandboxCard } from '../gateway/src/test/saved-card';
import { startService, waitForHealthy, type Service } from '../scripts/lib/services';
import { listingCursors } from './listing-cursors';
import { machineStamp, writeResultsBlock } from './results';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 3000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ZIPS = ['75201', '75204', '75001', '75230'];

const LISTING = `query Groups($filter: GroupFilter!, $first: Int!, $after: String) {
  groups(filter: $filter, first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { id productName price { amount currencyCode } quantityBooked } }
}`;
const ADD_TO_CART = `mutation($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;

interface Mix {
  opsPerSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function graphql(origin: string, query: string, variables: object, token?: string): Promise<unknown> {
  const answer = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
  return body.data;
}

/** Runs `count` calls, CONCURRENCY at a time, each through the gateways in turn. */
async function drive(gateways: string[], count: number, call: (origin: string, i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await call(gateways[i % gateways.length]!, i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { opsPerSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function topology(instances: number): Promise<{ listing: Mix; orders: Mix; books: string }> {
  const database = await freshPostgresDatabase(SERVER_URL!);
  const services: Service[] = [];
  const handle = createDb({ databaseUrl: database.url, sqliteFile: '' });
  try {
    const apis: string[] = [];
    const gateways: string[] = [];
    for (let i = 0; i < instances; i += 1) {
      const port = 4920 + i;
      const api = startService(
        `api-${i}`,
        'api/src/main.ts',
        { API_PORT: String(port), DATABASE_URL: database.url, SETTLEMENT_INTERVAL_SECONDS: '0', LOG_LEVEL: 'warn' },
        'ignore',
      );
      services.push(api);
      await waitForHealthy(`http://127.0.0.1:${port}/api/health`, api, 120_000);
      apis.push(`http://127.0.0.1:${port}`);
    }
    for (let i = 0; i < instances; i += 1) {
      const port = 4940 + i;
      const gateway = startService(
        `gateway-${i}`,
        'gateway/src/main.ts',
        { GATEWAY_PORT: String(port), API_URL: apis[i]!, GRAPHQL_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
        'ignore',
      );
      services.push(gateway);
      await waitForHealthy(`http://127.0.0.1:${port}/livez`, gateway);
      gateways.push(`http://127.0.0.1:${port}`);
    }

    // Pages 1-3 of each ZIP's listing, by cursor as the shop reads them.
    const cursors = await listingCursors(apis[0]!, ZIPS, 12, 3);
    const listing = await drive(gateways, LISTINGS, (origin, i) => {
      const zipCode = ZIPS[i % ZIPS.length]!;
      const afters = cursors[zipCode]!;
      return graphql(origin, LISTING, { filter: { zipCode }, first: 12, after: afters[i % afters.length] });
    });

    const groupId = await createGroup(handle.db, { maxQuantity: ORDERS * 10 });
    const buyers: Array<{ token: string; cardId: string }> = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const customer = await createCustomer(handle.db);
      const cardId = await saveSandboxCard(apis[i % apis.length]!, customer.token);
      await graphql(
        gateways[i % gateways.length]!,
        ADD_TO_CART,
        { g: String(groupId), q: 1 + (i % 3) },
        customer.token,
      );
      buyers.push({ token: customer.token, cardId });
    }
    const run = randomBytes(4).toString('hex');
    const orders = await drive(gateways, ORDERS, (origin, i) =>
      graphql(
        origin,
        PLACE_ORDER,
        { input: { cardId: buyers[i]!.cardId, idempotencyKey: `bench-${run}-${i}` } },
        buyers[i]!.token,
      ),
    );

    // Correctness under the load: the stock booked is what the orders hold, one charge each.
    const group = await handle.db
      .selectFrom('groups')
      .select('quantity_booked')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const lines = await handle.db
      .selectFrom('order_lines')
      .select(['order_id', 'quantity'])
      .where('group_id', '=', groupId)
      .execute();
    const charges = await handle.db
      .selectFrom('payments')
      .select('order_id')
      .where('kind', '=', 'charge')
      .where(
        'order_id',
        'in',
        lines.map((l) => l.order_id),
      )
      .execute();
    const booked = lines.reduce((sum, l) => sum + l.quantity, 0);
    const ok = lines.length === ORDERS && booked === group.quantity_booked && charges.length === ORDERS;
    const books = ok
      ? `${ORDERS} orders, ${booked} units booked, ${charges.length} charges: exact`
      : `**wrong**: ${lines.length} orders, ${booked} units in lines vs ${group.quantity_booked} booked, ${charges.length} charges`;
    return { listing, orders, books };
  } finally {
    await handle.db.destroy();
    for (const service of services.reverse()) await service.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  if (!SERVER_URL) throw new Error('The cluster runs on PostgreSQL: set TEST_DATABASE_URL (or BENCH_DATABASE_URL).');
  const rows: string[] = [];
  for (const instances of [1, 2]) {
    const { listing, orders, books } = await topology(instances);
    const row = (name: string, m: Mix) =>
      `| ${instances} + ${instances} | ${name} | ${m.opsPerSecond.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${name === 'place order' ? books : ''} |`;
    rows.push(row('listing', listing), row('place order', orders));
    console.info(rows.slice(-2).join('\n'));
  }
  writeResultsBlock(
    'cluster',
    `## Cluster: one API + one gateway versus two + two, on one PostgreSQL database

${machineStamp()}
${LISTINGS} listing operations, then ${ORDERS} orders (one buyer each, 1 to 3 units of one group), ${CONCURRENCY} at a time, through the gateways taken in turn. Every process shares the same 2 cores, so a second instance cannot add throughput here: the figures show how latency moves and that the books stay exact with two instances of each service.

| APIs + gateways | mix | ops/s | p50 ms | p99 ms | books |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
