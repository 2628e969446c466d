// Gateway cost (bench/README.md#bars): the listing operation through the gateway, through a plain
// undici proxy returning the same payload, and straight from the API, side by side, three runs
// in a row. Figures: server CPU per operation (from /proc), operations/s per core, client-side
// latency p50/p99 and the latency each adds over calling the API directly. The listing is
// anonymous, as a shopper's first visit (and every signed-out visit) asks it: the gateway
// answers it from its public answer cache. Beside the bars: the same listing while orders
// are placed on the API (the cache keeps dropping and refilling), and signed in (never
// cached), for what every executed operation costs.
//   node --import tsx bench/gateway.bench.ts      (writes the gateway section of bench/RESULTS.md)
import { Pool } from 'undici';
import { startService, type Service } from '../scripts/lib/services';
import { startDemoStack } from './demo-stack';
import { listingCursors } from './listing-cursors';
import { machineStamp, verdict, writeResultsBlock } from './results';
import { cpuSeconds } from './process-stats';
import { startOrderChurn } from './order-churn';

// BENCH_PORT moves all three (gateway, API +10, proxy +20) when 4800 is taken, e.g. on a shared machine.
const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 4800);
const API_PORT = GATEWAY_PORT + 10;
const PROXY_PORT = GATEWAY_PORT + 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8); // "moderate load"
const RUNS = 3;
/** While the anonymous listing is measured, an order is placed on the API this often. */
const ORDER_EVERY_MS = 200;
const ZIPS = ['75201', '75204', '75001', '75230'];

// The bars of bench/README.md#bars.
const MAX_CPU_RATIO = 1.5;
const MIN_OPS_PER_CORE = 2500;
const MAX_ADDED_P50_MS = 2;
const MAX_ADDED_P99_MS = 5;

const GROUPS_QUERY = `query Groups($filter: GroupFilter!, $first: Int!, $after: String) {
  groups(filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id productName price { amount currencyCode } discountedPrice { amount currencyCode } imageUrl status endDate quantityBooked } }
  }
}`;

interface Target {
  name: string;
  origin: string;
  path: string;
  body: (i: number) => string;
  headers?: Record<string, string>;
  service?: Service;
  /** Places orders while this target is measured (listings change). */
  orders?: (everyMs: number) => Promise<{ stop(): Promise<number> }>;
}

interface Row {
  name: string;
  p50: number;
  p99: number;
  cpuMs?: number;
  opsPerCore?: number;
  /** Share of answers the gateway served from its public answer cache. */
  hits: number;
  /** Orders placed on the API while this row was measured. */
  orders: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(target: Target, count: number): Promise<{ latencies: number[]; hits: number }> {
  const pool = new Pool(target.origin, { connections: CONCURRENCY });
  const latencies: number[] = [];
  let hits = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = process.hrtime.bigint();
      const answer = await pool.request({
        method: 'POST',
        path: target.path,
        headers: { 'content-type': 'application/json', ...target.headers },
        body: target.body(i),
      });
      const text = await answer.body.text();
      if (answer.statusCode !== 200 || text.includes('"errors"'))
        throw new Error(`${target.name}: ${text.slice(0, 200)}`);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (answer.headers['x-cache'] === 'hit') hits += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await pool.close();
  return { latencies: latencies.sort((a, b) => a - b), hits: hits / count };
}

async function measure(target: Target): Promise<Row> {
  await load(target, 500); // warm-up: JIT, connection pools, SQLite page cache
  const pid = target.service?.process.pid;
  const churn = await target.orders?.(ORDER_EVERY_MS);
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const { latencies, hits } = await load(target, REQUESTS);
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : undefined;
  const orders = (await churn?.stop()) ?? 0;
  return {
    name: target.name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: cpu === undefined ? undefined : (cpu * 1000) / REQUESTS,
    opsPerCore: cpu ? REQUESTS / cpu : undefined,
    hits,
    orders,
  };
}

/** Groups around 75201 the churn can keep buying one unit of. */
async function groupsWithRoom(apiUrl: string): Promise<number[]> {
  const answer = await fetch(`${apiUrl}/api/customer/group-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip_code: ZIPS[0], offset: 0, limit: 30 }),
  });
  const { data } = (await answer.json()) as {
    data: { group: { id: number; max_quantity: number; quantity_booked: number } }[];
  };
  return data.filter(({ group }) => group.max_quantity - group.quantity_booked >= 20).map(({ group }) => group.id);
}

async function signIn(gatewayUrl: string): Promise<string> {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(email: "shopper@example.com", password: "Shopper@123") { token } }',
    }),
  });
  return ((await answer.json()) as { data: { login: { token: string } } }).data.login.token;
}

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '—' : n.toFixed(digits));

/** One run: every target in turn; the bars' figures of this run. */
async function run(targets: Target[]) {
  const rows: Row[] = [];
  for (const target of targets) rows.push(await measure(target));
  const [direct, proxy, gateway, churned, signedIn] = rows as [Row, Row, Row, Row, Row];
  const ratio = gateway.cpuMs && proxy.cpuMs ? gateway.cpuMs / proxy.cpuMs : Infinity;
  const figures = {
    ratio,
    opsPerCore: gateway.opsPerCore ?? 0,
    addedP50: gateway.p50 - direct.p50,
    addedP99: gateway.p99 - direct.p99,
  };
  const met = {
    ratio: figures.ratio <= MAX_CPU_RATIO,
    opsPerCore: figures.opsPerCore >= MIN_OPS_PER_CORE,
    addedP50: figures.addedP50 <= MAX_ADDED_P50_MS,
    addedP99: figures.addedP99 <= MAX_ADDED_P99_MS,
  };
  const table = [
    '| path | p50 ms | p99 ms | added p50 ms | added p99 ms | server CPU ms/op | ops/s per core | from the cache |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.p50 - direct.p50)} | ${fmt(r.p99 - direct.p99)} | ${fmt(r.cpuMs, 3)} | ${fmt(r.opsPerCore, 0)} | ${Math.round(r.hits * 100)}% |`,
    ),
  ].join('\n');
  const ratioOf = (row: Row) => (row.cpuMs && proxy.cpuMs ? row.cpuMs / proxy.cpuMs : undefined);
  const beside = {
    churnedRatio: ratioOf(churned),
    churnedHits: churned.hits,
    churnedAddedP99: churned.p99 - direct.p99,
    orders: churned.orders,
    signedInRatio: ratioOf(signedIn),
  };
  return { table, figures, met, beside };
}

type RunResult = Awaited<ReturnType<typeof run>>;

async function main(): Promise<void> {
  // The load comes from one address: the endpoint-wide limit would measure refusals.
  const stack = await startDemoStack({
    apiPort: API_PORT,
    gatewayPort: GATEWAY_PORT,
    gatewayEnv: { GRAPHQL_RATE_LIMIT: '0' },
  });
  const { apiUrl, gateway } = stack;
  const services: Service[] = [];
  try {
    const proxy = startService(
      'plain proxy',
      'bench/plain-proxy.ts',
      { PROXY_PORT: String(PROXY_PORT), API_URL: apiUrl },
      'ignore',
    );
    services.push(proxy);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const token = await signIn(stack.gatewayUrl);
    const groupIds = await groupsWithRoom(apiUrl);

    // Pages 1-3 of each ZIP's listing, by cursor as the shop reads them.
    const cursors = await listingCursors(apiUrl, ZIPS, 12, 3);
    const variables = (i: number) => {
      const zipCode = ZIPS[i % ZIPS.length]!;
      const afters = cursors[zipCode]!;
      return { filter: { zipCode }, first: 12, after: afters[i % afters.length] };
    };
    const graphql = (i: number) => JSON.stringify({ query: GROUPS_QUERY, variables: variables(i) });
    const targets: Target[] = [
      {
        name: 'API directly (REST)',
        origin: apiUrl,
        path: '/api/customer/group-page',
        body: (i) => JSON.stringify({ zip_code: variables(i).filter.zipCode, after: variables(i).after, limit: 12 }),
      },
      {
        name: 'plain undici proxy',
        origin: `http://127.0.0.1:${PROXY_PORT}`,
        path: '/',
        body: (i) => JSON.stringify({ zipCode: variables(i).filter.zipCode, after: variables(i).after, first: 12 }),
        service: proxy,
      },
      { name: 'GraphQL gateway', origin: stack.gatewayUrl, path: '/graphql', body: graphql, service: gateway },
      {
        name: `GraphQL gateway, an order every ${ORDER_EVERY_MS} ms meanwhile`,
        origin: stack.gatewayUrl,
        path: '/graphql',
        body: graphql,
        service: gateway,
        orders: (everyMs) => startOrderChurn(apiUrl, token, groupIds, everyMs),
      },
      {
        name: 'GraphQL gateway, signed in (not cached)',
        origin: stack.gatewayUrl,
        path: '/graphql',
        body: graphql,
        headers: { authorization: `Bearer ${token}` },
        service: gateway,
      },
    ];

    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      console.info(`run ${i + 1} of ${RUNS}...`);
      runs.push(await run(targets));
    }
    const all = (bar: keyof RunResult['met']) => runs.every((r) => r.met[bar]);
    const each = (bar: keyof RunResult['figures'], digits: number, unit = '') =>
      runs.map((r) => `${fmt(r.figures[bar], digits)}${unit}`).join(', ');
    const section = [
      '## Gateway: the listing through GraphQL, through a plain proxy and from the API directly',
      '',
      machineStamp(),
      `${RUNS} runs in a row; each: ${REQUESTS} listing operations (ZIPs around 75201, pages 1-3 by cursor, 12 a page) at concurrency ${CONCURRENCY} per path, after 500 warm-up requests, on the seeded SQLite catalogue. The gateway rows are the anonymous listing (served from the public answer cache; no group changes), the same while an order is placed on the API every ${ORDER_EVERY_MS} ms, each dropping every cached answer (${runs.map((r) => r.beside.orders).join(', ')} orders in runs 1-3), and the same listing signed in (never cached: every operation parsed from the cache of documents, executed, and fetched from the API). CPU is the serving process's own (utime+stime from /proc, 10 ms ticks); latency is measured by the client in the same run.`,
      '',
      ...runs.flatMap((r, i) => [`Run ${i + 1}:`, '', r.table, '']),
      `Bars (bench/README.md#bars), the anonymous listing, runs 1, 2 and 3:`,
      '',
      `- gateway CPU per operation at most ${MAX_CPU_RATIO}x the plain proxy's, three runs in a row: ${each('ratio', 2, 'x')} — ${verdict(all('ratio'))}`,
      `- at least ${MIN_OPS_PER_CORE.toLocaleString('en-US')} operations/s per gateway core: ${each('opsPerCore', 0)} — ${verdict(all('opsPerCore'))}`,
      `- added latency p50 ≤ ${MAX_ADDED_P50_MS} ms: ${each('addedP50', 2, ' ms')} — ${verdict(all('addedP50'))}`,
      `- added latency p99 ≤ ${MAX_ADDED_P99_MS} ms: ${each('addedP99', 2, ' ms')} — ${verdict(all('addedP99'))}`,
      '',
      'Beside the bars (runs 1, 2 and 3):',
      '',
      `- with orders placed meanwhile: ${runs.map((r) => `${fmt(r.beside.churnedRatio)}x`).join(', ')} the plain proxy's CPU per operation, ${runs.map((r) => `${Math.round(r.beside.churnedHits * 100)}%`).join(', ')} from the cache, added p99 ${runs.map((r) => `${fmt(r.beside.churnedAddedP99)} ms`).join(', ')}`,
      `- signed in (every operation executed): ${runs.map((r) => `${fmt(r.beside.signedInRatio)}x`).join(', ')} the plain proxy's CPU per operation`,
    ].join('\n');
    writeResultsBlock('gateway', section);
    console.info(section);
  } finally {
    await Promise.all(services.map((s) => s.stop()));
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
