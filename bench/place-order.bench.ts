// Place order (bench/README.md#bars: p95 under 50 ms): one buyer after another orders a two-line cart
// (re-pricing, stock booking, the sandbox charge, the ledger, emptying the cart) through the
// whole HTTP stack (app.inject). SQLite by default; PostgreSQL too when BENCH_DATABASE_URL
// is set (the API's test helper makes a fresh schema and drops it afterwards).
//   node --import tsx bench/place-order.bench.ts
import { performance } from 'node:perf_hooks';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../api/src/modules/checkout/commerce.fixtures';
import { createTestApp } from '../api/src/test/test-app';
import { machineStamp, writeResultsBlock } from './results';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const WARM_UP = 20;
const BAR_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
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
      await createGroup(handle.db, { maxQuantity: 10_000, levels }),
      await createGroup(handle.db, { maxQuantity: 10_000, levels }),
    ];
    const buyers: { customer: TestCustomer; cardId: number }[] = [];
    for (let i = 0; i < ORDERS + WARM_UP; i++) {
      const customer = await createCustomer(handle.db, i % 2 ? 'TX' : 'CA');
      const cardId = await addCard(app, customer.token, undefined, true);
      for (const group of groups) await addToCart(app, customer.token, group, 1 + (i % 3));
      buyers.push({ customer, cardId });
    }

    const latencies: number[] = [];
    for (const [i, { customer, cardId }] of buyers.entries()) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/placeorder',
        headers: { authorization: customer.token, 'idempotency-key': `bench-${i}` },
        payload: { card_id: cardId },
      });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`place order failed: ${answer.body}`);
      if (i >= WARM_UP) latencies.push(elapsed);
    }
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
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
      `Bar: p95 < ${BAR_P95_MS} ms — ${p95 < BAR_P95_MS ? 'meets' : 'misses'} it (${p95.toFixed(2)} ms).`,
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
