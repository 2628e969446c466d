// Gateway cost (bench/README.md#bars): the listing operation through the gateway, through a plain
// undici proxy returning the same payload, and straight from the API, side by side in one
// run. Figures: server CPU per operation (from /proc), operations/s per core, client-side
// latency p50/p99 and the latency each adds over calling the API directly.
//   node --import tsx bench/gateway.bench.ts      (writes the gateway section of bench/RESULTS.md)
import { Pool } from 'undici';
import { startService, type Service } from '../scripts/lib/services';
import { startDemoStack } from './demo-stack';
import { machineStamp, writeResultsBlock } from './results';
import { cpuSeconds } from './process-stats';

const API_PORT = 4810;
const GATEWAY_PORT = 4800;
const PROXY_PORT = 4820;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8); // "moderate load"
const ZIPS = ['75201', '75204', '75001', '75230'];

const GROUPS_QUERY = `query Groups($filter: GroupFilter!, $page: NonNegativeInt!, $pageSize: PositiveInt!) {
  groups(filter: $filter, page: $page, pageSize: $pageSize) {
    page pageSize hasMore
    items { id productName price discountedPrice imageUrl status endDate quantityBooked }
  }
}`;

interface Target {
  name: string;
  origin: string;
  path: string;
  body: (i: number) => string;
  service?: Service;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(target: Target, count: number): Promise<number[]> {
  const pool = new Pool(target.origin, { connections: CONCURRENCY });
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = process.hrtime.bigint();
      const answer = await pool.request({
        method: 'POST',
        path: target.path,
        headers: { 'content-type': 'application/json' },
        body: target.body(i),
      });
      const text = await answer.body.text();
      if (answer.statusCode !== 200 || text.includes('"errors"'))
        throw new Error(`${target.name}: ${text.slice(0, 200)}`);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await pool.close();
  return latencies.sort((a, b) => a - b);
}

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

    const variables = (i: number) => ({ filter: { zipCode: ZIPS[i % ZIPS.length] }, page: i % 3, pageSize: 12 });
    const targets: Target[] = [
      {
        name: 'API directly (REST)',
        origin: apiUrl,
        path: '/api/customer/group-list',
        body: (i) => JSON.stringify({ zip_code: variables(i).filter.zipCode, offset: variables(i).page, limit: 12 }),
      },
      {
        name: 'plain undici proxy',
        origin: `http://127.0.0.1:${PROXY_PORT}`,
        path: '/',
        body: (i) => JSON.stringify({ zipCode: variables(i).filter.zipCode, page: variables(i).page, pageSize: 12 }),
        service: proxy,
      },
      {
        name: 'GraphQL gateway',
        origin: `http://127.0.0.1:${GATEWAY_PORT}`,
        path: '/graphql',
        body: (i) => JSON.stringify({ query: GROUPS_QUERY, variables: variables(i) }),
        service: gateway,
      },
    ];

    const rows: { name: string; p50: number; p99: number; cpuMs?: number; opsPerCore?: number }[] = [];
    for (const target of targets) {
      await load(target, 500); // warm-up: JIT, connection pools, SQLite page cache
      const pid = target.service?.process.pid;
      const cpuBefore = pid ? cpuSeconds(pid) : 0;
      const latencies = await load(target, REQUESTS);
      const cpu = pid ? cpuSeconds(pid) - cpuBefore : undefined;
      rows.push({
        name: target.name,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        cpuMs: cpu === undefined ? undefined : (cpu * 1000) / REQUESTS,
        opsPerCore: cpu ? REQUESTS / cpu : undefined,
      });
    }

    const direct = rows[0]!;
    const proxyRow = rows[1]!;
    const gatewayRow = rows[2]!;
    const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '—' : n.toFixed(digits));
    const table = [
      '| path | p50 ms | p99 ms | added p50 ms | added p99 ms | server CPU ms/op | ops/s per core |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.p50 - direct.p50)} | ${fmt(r.p99 - direct.p99)} | ${fmt(r.cpuMs, 3)} | ${fmt(r.opsPerCore, 0)} |`,
      ),
    ].join('\n');
    const ratio = gatewayRow.cpuMs && proxyRow.cpuMs ? gatewayRow.cpuMs / proxyRow.cpuMs : undefined;
    const section = [
      '## Gateway: the listing through GraphQL, through a plain proxy and from the API directly',
      '',
      machineStamp(),
      `${REQUESTS} listing operations (ZIPs around 75201, pages 0-2, 12 a page) at concurrency ${CONCURRENCY}, after 500 warm-up requests, on the seeded SQLite catalogue. CPU is the serving process's own (utime+stime from /proc, 10 ms ticks); latency is measured by the client in the same run.`,
      '',
      table,
      '',
      `Bars (bench/README.md#bars): gateway CPU per operation at most 2x the plain proxy's: **${fmt(ratio)}x**; added latency p50 ≤ 2 ms: **${fmt(gatewayRow.p50 - direct.p50)} ms**, p99 ≤ 10 ms: **${fmt(gatewayRow.p99 - direct.p99)} ms**; at least 2,000 operations/s per gateway core: **${fmt(gatewayRow.opsPerCore, 0)}**.`,
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
