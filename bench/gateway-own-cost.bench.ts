// The gateway's own cost (beside the bars of gateway.bench.ts, not instead of them): the
// same signed-in operations, the gateway and the plain proxy both pointed at an upstream
// that answers the API's recorded bytes from memory (canned-api.ts). In gateway.bench.ts the
// real API shares the two cores and answers a listing in about 35 ms, so the servers in front
// of it sit mostly idle between requests, and an idle process pays more CPU per request
// (a wake-up and cold caches for each). Here they are kept busy: CPU per operation is what
// serving costs when serving is all a core does, and operations/s per core is the capacity
// that follows. The warm-up records every request the runs then ask; the run fails if the
// canned upstream had to ask the API while measuring.
//   node --import tsx bench/gateway-own-cost.bench.ts   (writes the gateway-own-cost section of bench/RESULTS.md)
import { startDemoStack } from './demo-stack';
import { prepareBench } from './gateway-bench-setup';
import { checkSameAnswers, load, measureSideBySide, type LoadOptions, type Row } from './gateway-load';
import { signedInOperations, type BenchOperation } from './gateway-operations';
import { machineStamp, writeResultsBlock } from './results';
import { startService, waitForHealthy, type Service } from '../scripts/lib/services';

// BENCH_PORT as in gateway.bench.ts; this bench also takes +30 (the canned upstream), +40
// (the gateway behind it) and +50 (the proxy behind it).
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4800);
const RUNS = 3;
const LOAD: LoadOptions = {
  requests: Number(process.env.BENCH_REQUESTS ?? 4000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
  warmUp: 500,
  orderEveryMs: 0,
  slices: 8,
};

/** Per path, before the runs (each run then warms up LOAD.warmUp more). */
const WARM_UP = 3000;

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '—' : n.toFixed(digits));

async function cannedCounts(url: string): Promise<{ recorded: number; replayed: number }> {
  return (await (await fetch(`${url}/__canned`)).json()) as { recorded: number; replayed: number };
}

async function run(operations: BenchOperation[]): Promise<{ lines: string[]; figures: string[] }> {
  const lines: string[] = [];
  const figures: string[] = [];
  for (const operation of operations) {
    const [proxy, gateway] = (await measureSideBySide([operation.proxy, operation.gateway], LOAD)) as [Row, Row];
    const ratio = gateway.cpuMs! / proxy.cpuMs!;
    for (const row of [proxy, gateway]) {
      lines.push(
        `| ${row.name} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.cpuMs, 3)} | ${fmt(row.opsPerCore, 0)} |`,
      );
    }
    figures.push(`${fmt(ratio)}x the proxy's CPU, ${fmt(gateway.opsPerCore, 0)} operations/s per gateway core`);
  }
  return { lines, figures };
}

async function main(): Promise<void> {
  const stack = await startDemoStack({
    apiPort: BASE_PORT + 10,
    gatewayPort: BASE_PORT,
    gatewayEnv: { GRAPHQL_RATE_LIMIT: '0' },
    compiled: true,
  });
  const services: Service[] = [];
  try {
    // Signs in, fills the business customer's cart and finds the listing's cursors on the real stack.
    const { proxy: realProxy, setting } = await prepareBench(stack, BASE_PORT + 20);
    services.push(realProxy);
    const cannedUrl = `http://127.0.0.1:${BASE_PORT + 30}`;
    const canned = startService(
      'canned API',
      'bench/canned-api.ts',
      { CANNED_PORT: String(BASE_PORT + 30), API_URL: stack.apiUrl },
      'ignore',
    );
    services.push(canned);
    await waitForHealthy(`${cannedUrl}/__canned`, canned);
    const gateway = startService(
      'gateway (canned upstream)',
      'gateway/dist/main.js',
      {
        GATEWAY_PORT: String(BASE_PORT + 40),
        GATEWAY_HOST: '127.0.0.1',
        API_URL: cannedUrl,
        LOG_LEVEL: 'warn',
        GRAPHQL_RATE_LIMIT: '0',
      },
      'ignore',
    );
    services.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${BASE_PORT + 40}`;
    await waitForHealthy(`${gatewayUrl}/livez`, gateway);
    const proxy = startService(
      'plain proxy (canned upstream)',
      'bench/plain-proxy.ts',
      { PROXY_PORT: String(BASE_PORT + 50), API_URL: cannedUrl },
      'ignore',
    );
    services.push(proxy);
    const proxyUrl = `http://127.0.0.1:${BASE_PORT + 50}`;
    await waitForHealthy(`${proxyUrl}/livez`, proxy);
    const operations = signedInOperations({ ...setting, apiUrl: cannedUrl, gatewayUrl, proxyUrl, gateway, proxy }).map(
      (operation) => ({
        ...operation,
        proxy: { ...operation.proxy, name: `${operation.name}: plain proxy` },
        gateway: { ...operation.gateway, name: `${operation.name}: GraphQL gateway` },
      }),
    );
    for (const operation of operations) await checkSameAnswers(operation);
    // Every request the runs ask, recorded once (each operation's variants repeat within the
    // warm-up), and both servers' code optimized: with a short warm-up the first run read slower.
    for (const operation of operations) {
      for (const target of [operation.proxy, operation.gateway]) await load(target, WARM_UP, LOAD.concurrency);
    }
    const recorded = (await cannedCounts(cannedUrl)).recorded;
    const runs: Awaited<ReturnType<typeof run>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      console.info(`run ${i + 1} of ${RUNS}...`);
      runs.push(await run(operations));
    }
    const after = await cannedCounts(cannedUrl);
    if (after.recorded !== recorded) {
      throw new Error(`the canned upstream asked the API ${after.recorded - recorded} times while measuring`);
    }
    const section = [
      "## The gateway's own cost: the same operations with the upstream answered from memory",
      '',
      machineStamp(),
      `${RUNS} runs in a row; each: ${LOAD.requests} operations per path at concurrency ${LOAD.concurrency}, after ${WARM_UP} warm-up ones before the first run and ${LOAD.warmUp} before each, the two paths in ${LOAD.slices} slices taken in turn. The operations and the plain proxy are gateway.bench.ts's (the answers checked equal first); both servers (the server build) ask bench/canned-api.ts, which answered ${recorded} distinct requests from the API during the warm-up and every later one (${after.replayed.toLocaleString('en-US')}) from memory, so neither waits on the API or shares the cores with it. Figures beside the bars, not bars: the bars are gateway.bench.ts's, with the real API.`,
      '',
      ...runs.flatMap((r, i) => [
        `Run ${i + 1}:`,
        '',
        '| path | p50 ms | p99 ms | server CPU ms/op | ops/s per core |',
        '| --- | --- | --- | --- | --- |',
        ...r.lines,
        '',
      ]),
      'Per operation, runs 1, 2 and 3:',
      '',
      ...operations.map((operation, k) => `- ${operation.name}: ${runs.map((r) => r.figures[k]!).join('; ')}`),
    ].join('\n');
    console.info(section);
    writeResultsBlock('gateway-own-cost', section);
  } finally {
    for (const service of services.reverse()) await service.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
