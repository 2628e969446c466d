// Gateway cost (bench/README.md#bars): a signed-in shopper's operations — the listing, the
// group page and the cart — through the gateway, through a plain undici proxy making the
// same REST calls (plain-proxy.ts, which answers the same JSON), and straight from the API,
// side by side, three runs in a row. Figures: server CPU per operation (from /proc),
// operations/s per core, client-side latency p50/p99 and the latency each adds over calling
// the API directly. Signed in, nothing comes from the public answer cache: every operation
// is executed, and those rows are the bars. Beside them, as figures of their own: the
// listing asked without a session (answered from the public answer cache), and the same
// while orders are placed on the API (the cache keeps dropping and refilling).
//   node --import tsx bench/gateway.bench.ts      (writes the gateway section of bench/RESULTS.md)
import type { Service } from '../scripts/lib/services';
import { startDemoStack } from './demo-stack';
import { CART_LINES, groupsWithRoom, prepareBench } from './gateway-bench-setup';
import { checkSameAnswers, measure, measureSideBySide, type LoadOptions, type Row } from './gateway-load';
import { GROUPS_QUERY, ZIPS, listingVariables, type BenchOperation, type Target } from './gateway-operations';
import { machineStamp, verdict, writeResultsBlock } from './results';
import { startOrderChurn } from './order-churn';

// BENCH_PORT moves all three (gateway, API +10, proxy +20) when 4800 is taken, e.g. on a shared machine.
const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 4800);
const API_PORT = GATEWAY_PORT + 10;
const PROXY_PORT = GATEWAY_PORT + 20;
const RUNS = 3;
const LOAD: LoadOptions = {
  requests: Number(process.env.BENCH_REQUESTS ?? 4000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8), // "moderate load"
  warmUp: 500,
  orderEveryMs: 200,
  slices: 8,
};

// The bars of bench/README.md#bars, for each signed-in operation.
const MAX_CPU_RATIO = 1.5;
const MIN_OPS_PER_CORE = 2500;
const MAX_ADDED_P50_MS = 2;
const MAX_ADDED_P99_MS = 5;

interface Figures {
  ratio: number;
  opsPerCore: number;
  addedP50: number;
  addedP99: number;
}
type Bar = keyof Figures;
const BARS: Record<Bar, { met: (value: number) => boolean; text: string; digits: number; unit: string }> = {
  ratio: {
    met: (v) => v <= MAX_CPU_RATIO,
    text: `gateway CPU per operation at most ${MAX_CPU_RATIO}x the plain proxy's`,
    digits: 2,
    unit: 'x',
  },
  opsPerCore: {
    met: (v) => v >= MIN_OPS_PER_CORE,
    text: `at least ${MIN_OPS_PER_CORE.toLocaleString('en-US')} operations/s per gateway core`,
    digits: 0,
    unit: '',
  },
  addedP50: {
    met: (v) => v <= MAX_ADDED_P50_MS,
    text: `added latency p50 ≤ ${MAX_ADDED_P50_MS} ms`,
    digits: 2,
    unit: ' ms',
  },
  addedP99: {
    met: (v) => v <= MAX_ADDED_P99_MS,
    text: `added latency p99 ≤ ${MAX_ADDED_P99_MS} ms`,
    digits: 2,
    unit: ' ms',
  },
};

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '—' : n.toFixed(digits));
const ratio = (row: Row, proxy: Row) => (row.cpuMs && proxy.cpuMs ? row.cpuMs / proxy.cpuMs : Infinity);

/** A table row: the row's figures, and what it adds over `direct` and costs against `proxy`. */
function tableRow(row: Row, direct: Row, proxy: Row): string {
  const times = row.cpuMs === undefined ? '—' : `${fmt(ratio(row, proxy))}x`;
  return `| ${row.name} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.p50 - direct.p50)} | ${fmt(row.p99 - direct.p99)} | ${fmt(row.cpuMs, 3)} | ${fmt(row.opsPerCore, 0)} | ${times} | ${Math.round(row.hits * 100)}% |`;
}

/** One run: every operation's three ways, then the anonymous listing's rows. */
async function run(operations: BenchOperation[], anonymous: Target[]) {
  const lines: string[] = [];
  const figures: Record<string, Figures> = {};
  let listing: { direct: Row; proxy: Row } | undefined;
  for (const operation of operations) {
    // In turns, slice by slice: the load of a shared machine drifts alike for all three.
    const [direct, proxy, gateway] = (await measureSideBySide(
      [operation.direct, operation.proxy, operation.gateway],
      LOAD,
    )) as [Row, Row, Row];
    if (gateway.hits > 0) throw new Error(`${operation.name}: answered from the public answer cache`);
    lines.push(tableRow(direct, direct, proxy), tableRow(proxy, direct, proxy), tableRow(gateway, direct, proxy));
    figures[operation.name] = {
      ratio: ratio(gateway, proxy),
      opsPerCore: gateway.opsPerCore ?? 0,
      addedP50: gateway.p50 - direct.p50,
      addedP99: gateway.p99 - direct.p99,
    };
    listing ??= { direct, proxy };
  }
  const beside = [];
  for (const target of anonymous) {
    const row = await measure(target, LOAD);
    lines.push(tableRow(row, listing!.direct, listing!.proxy));
    beside.push({ row, ratio: ratio(row, listing!.proxy), addedP99: row.p99 - listing!.direct.p99 });
  }
  const table = [
    '| path | p50 ms | p99 ms | added p50 ms | added p99 ms | server CPU ms/op | ops/s per core | x the proxy CPU | from the cache |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
  return { table, figures, beside };
}

type RunResult = Awaited<ReturnType<typeof run>>;

function barLines(runs: RunResult[], operations: BenchOperation[]): string[] {
  return operations.flatMap((operation) => [
    `${operation.name}:`,
    '',
    ...(Object.keys(BARS) as Bar[]).map((bar) => {
      const { text, digits, unit } = BARS[bar];
      const values = runs.map((r) => r.figures[operation.name]![bar]);
      const all = values.every(BARS[bar].met);
      return `- ${text}: ${values.map((v) => `${fmt(v, digits)}${unit}`).join(', ')} — ${verdict(all)}`;
    }),
    '',
  ]);
}

async function main(): Promise<void> {
  // The load comes from one address: the endpoint-wide limit would measure refusals.
  const stack = await startDemoStack({
    apiPort: API_PORT,
    gatewayPort: GATEWAY_PORT,
    gatewayEnv: { GRAPHQL_RATE_LIMIT: '0' },
    // As production runs them (docs/decisions.md "Production build"): tsx's loader is no part of the cost.
    compiled: true,
  });
  const services: Service[] = [];
  try {
    const { proxy, operations, setting } = await prepareBench(stack, PROXY_PORT);
    services.push(proxy);
    for (const operation of operations) await checkSameAnswers(operation);
    const churnGroups = await groupsWithRoom(stack.apiUrl, ZIPS[0]!, 20);
    const listingBody = (i: number) =>
      JSON.stringify({ query: GROUPS_QUERY, variables: listingVariables(setting.cursors, i) });
    const anonymous: Target[] = [
      {
        name: 'listing: GraphQL gateway, signed out (public answer cache)',
        origin: stack.gatewayUrl,
        service: stack.gateway,
        requests: (i) => [{ method: 'POST', path: '/graphql', body: listingBody(i) }],
      },
      {
        name: `listing: GraphQL gateway, signed out, an order every ${LOAD.orderEveryMs} ms meanwhile`,
        origin: stack.gatewayUrl,
        service: stack.gateway,
        requests: (i) => [{ method: 'POST', path: '/graphql', body: listingBody(i) }],
        orders: (everyMs) => startOrderChurn(stack.apiUrl, setting.shopperToken, churnGroups, everyMs),
      },
    ];

    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      console.info(`run ${i + 1} of ${RUNS}...`);
      runs.push(await run(operations, anonymous));
    }
    const bars = barLines(runs, operations);
    const cached = runs.map((r) => r.beside[0]!);
    const churned = runs.map((r) => r.beside[1]!);
    const section = [
      "## Gateway: a signed-in shopper's operations through GraphQL, through a plain proxy and from the API directly",
      '',
      machineStamp(),
      `${RUNS} runs in a row; each: ${LOAD.requests} operations per path at concurrency ${LOAD.concurrency}, after ${LOAD.warmUp} warm-up ones (an operation's three paths side by side, in ${LOAD.slices} slices taken in turn), on the seeded SQLite catalogue, from one client process on the same 2 cores. The operations, each asked three ways with the same REST calls upstream: the listing (ZIPs around 75201, pages 1-3 by cursor, 12 a page; POST customer/group-page), the group page's \`Group\` query for 12 groups in turn (POST group/batch and POST cart/deliverable) and the cart page's \`CartPage\` query of a cart of ${CART_LINES} lines (GET cart/view). The API and the gateway run as production runs them (the server build). The gateway is asked as the shop asks it: the group page and the cart by persisted id over GET (web/src/app/persisted-link.ts), the listing as a text query over POST (as this benchmark always has). The plain proxy (bench/plain-proxy.ts) makes the same calls and answers the same JSON, checked before the runs. Signed in, no answer comes from the public answer cache (the run fails if one does). Beside the bars: the listing signed out, answered from the public answer cache, and the same while an order is placed on the API every ${LOAD.orderEveryMs} ms, each dropping every cached answer (${churned.map((b) => b.row.orders).join(', ')} orders in runs 1-3). CPU is the serving process's own (utime+stime from /proc, 10 ms ticks); latency is measured by the client; "added" is over the API asked directly for the same operation.`,
      '',
      ...runs.flatMap((r, i) => [`Run ${i + 1}:`, '', r.table, '']),
      'Bars (bench/README.md#bars), each signed-in operation, runs 1, 2 and 3:',
      '',
      ...bars,
      'Beside the bars (runs 1, 2 and 3), the listing signed out:',
      '',
      `- from the public answer cache: ${cached.map((b) => `${fmt(b.ratio)}x`).join(', ')} the plain proxy's CPU per operation, ${cached.map((b) => fmt(b.row.opsPerCore, 0)).join(', ')} operations/s per core, added p99 ${cached.map((b) => `${fmt(b.addedP99)} ms`).join(', ')}`,
      `- with orders placed meanwhile: ${churned.map((b) => `${fmt(b.ratio)}x`).join(', ')} the plain proxy's CPU per operation, ${churned.map((b) => `${Math.round(b.row.hits * 100)}%`).join(', ')} from the cache, added p99 ${churned.map((b) => `${fmt(b.addedP99)} ms`).join(', ')}`,
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
