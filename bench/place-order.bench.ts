// Place order (bench/README.md#bars: p95 under 50 ms; throughput at concurrency 1, 8 and 32): one
// buyer after another orders a two-line cart (re-pricing, stock booking, the sandbox charge,
// the ledger, emptying the cart) through the whole HTTP stack (app.inject), then fresh buyers
// order side by side at each concurrency. SQLite by default; PostgreSQL too when
// BENCH_DATABASE_URL is set (the API's test helper makes a fresh schema and drops it afterwards).
//   node --import tsx bench/place-order.bench.ts
import { performance } from 'node:perf_hooks';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../api/src/modules/checkout/commerce.fixtures';
import { MAX_RADIUS_MILES } from '../api/src/modules/catalog/area';
import { createTestApp } from '../api/src/test/test-app';
import type { FastifyInstance } from 'fastify';
import { machineStamp, verdict, writeResultsBlock } from './results';
import { CONCURRENCIES, measureThroughput, throughputTable, type Throughput } from './throughput';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const WARM_UP = 20;
const BAR_P95_MS = 50;
/** Orders per concurrency of the throughput figures, each by a buyer of its own. */
const THROUGHPUT_ORDERS = Number(process.env.BENCH_THROUGHPUT_ORDERS ?? 200);

type Buyer = { customer: TestCustomer; cardId: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One order through the HTTP stack; anything but 200 stops the benchmark. */
async function placeOrder(app: FastifyInstance, { customer, cardId }: Buyer, idempotencyKey: string): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: customer.token, 'idempotency-key': idempotencyKey },
    payload: { card_id: cardId },
  });
  if (answer.statusCode !== 200) throw new Error(`place order failed: ${answer.body}`);
}

async function leg(database: string, databaseUrl?: string): Promise<string> {
  const { app, handle, close } = await createTestApp({ databaseUrl });
  try {
    // Two groups big enough for every order; levels make the price move as stock is booked.
    const levels = [
      { quantity_level: 200, price_cents: 10_000 },
      { quantity_level: 600, price_cents: 9_000 },
      { quantity_level: 5_000, price_cents: 8_000 },
    ];
    const groups = [
      await createGroup(handle.db, { maxQuantity: 10_000, levels, radiusMiles: MAX_RADIUS_MILES }),
      await createGroup(handle.db, { maxQuantity: 10_000, levels, radiusMiles: MAX_RADIUS_MILES }),
    ];
    // Buyers with a saved card and a two-line cart, ready to order.
    const buyersWithCarts = async (count: number): Promise<Buyer[]> => {
      const buyers: Buyer[] = [];
      for (let i = 0; i < count; i++) {
        // Two tax rates; Durant, OK is within the groups' reach of Dallas.
        const customer = await createCustomer(handle.db, i % 2 ? 'TX' : 'OK');
        const cardId = await addCard(app, customer.token, undefined, true);
        for (const group of groups) await addToCart(app, customer.token, group, 1 + (i % 3));
        buyers.push({ customer, cardId });
      }
      return buyers;
    };

    const latencies: number[] = [];
    for (const [i, buyer] of (await buyersWithCarts(ORDERS + WARM_UP)).entries()) {
      const started = performance.now();
      await placeOrder(app, buyer, `bench-${i}`);
      const elapsed = performance.now() - started;
      if (i >= WARM_UP) latencies.push(elapsed);
    }
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);

    const throughput: Throughput[] = [];
    for (const concurrency of CONCURRENCIES) {
      console.info(`[${database}] throughput at concurrency ${concurrency}...`);
      const buyers = await buyersWithCarts(THROUGHPUT_ORDERS);
      throughput.push(
        await measureThroughput(THROUGHPUT_ORDERS, concurrency, (i) =>
          placeOrder(app, buyers[i]!, `bench-c${concurrency}-${i}`),
        ),
      );
    }
    return [
      `### POST placeorder, ${database}`,
      '',
      machineStamp(),
      `${ORDERS} orders after ${WARM_UP} warm-up, one buyer after another, each a two-line cart (tax by state, level prices moving as stock is booked), sandbox card charged and recorded in the ledger.`,
      '',
      '| p50 ms | p95 ms | p99 ms |',
      '| --- | --- | --- |',
      `| ${percentile(latencies, 50).toFixed(2)} | ${p95.toFixed(2)} | ${percentile(latencies, 99).toFixed(2)} |`,
      '',
      `Throughput: ${THROUGHPUT_ORDERS} orders per concurrency, each by a fresh buyer with the same two-line cart, sent side by side:`,
      '',
      throughputTable(throughput),
      '',
      `Bar: p95 < ${BAR_P95_MS} ms — ${verdict(p95 < BAR_P95_MS)} (${p95.toFixed(2)} ms).`,
    ].join('\n');
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const sqlite = await leg('SQLite', undefined);
  writeResultsBlock('place-order-SQLite', sqlite);
  console.info(sqlite);
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = await leg('PostgreSQL', process.env.BENCH_DATABASE_URL);
    writeResultsBlock('place-order-PostgreSQL', postgres);
    console.info(postgres);
  }
  const bothDatabases = Boolean(process.env.BENCH_DATABASE_URL);
  console.info(
    `Bar: placeorder throughput at concurrency ${CONCURRENCIES.join(', ')} written down for SQLite and PostgreSQL — ${verdict(bothDatabases)}` +
      (bothDatabases ? '.' : ' (the PostgreSQL leg runs with BENCH_DATABASE_URL set).'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
