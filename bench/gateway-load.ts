// The gateway benchmark's load: a target's operations at a fixed concurrency from this
// process, each timed by the client; the serving process's CPU read from /proc around it.
import { isDeepStrictEqual } from 'node:util';
import { Pool } from 'undici';
import type { BenchOperation, Target } from './gateway-operations';
import { cpuSeconds } from './process-stats';

export interface Row {
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

export interface LoadOptions {
  concurrency: number;
  warmUp: number;
  requests: number;
  /** The slices `measureSideBySide` cuts each target's requests into. */
  slices?: number;
  /** While a target with `orders` is measured, an order is placed this often. */
  orderEveryMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sends the i-th operation's requests side by side; throws unless each answers 200 without errors. */
async function send(pool: Pool, target: Target, i: number): Promise<{ hit: boolean; texts: string[] }> {
  const headers = { 'content-type': 'application/json', ...target.headers };
  const answers = await Promise.all(
    target.requests(i).map(async (request) => {
      const answer = await pool.request({ ...request, headers });
      const text = await answer.body.text();
      if (answer.statusCode !== 200 || text.includes('"errors"'))
        throw new Error(`${target.name}: ${answer.statusCode} ${text.slice(0, 300)}`);
      return { text, hit: answer.headers['x-cache'] === 'hit' };
    }),
  );
  return { hit: answers.some((answer) => answer.hit), texts: answers.map((answer) => answer.text) };
}

/** The i-th operation's answer (the JSON of its only request): for comparing two targets. */
export async function answerOf(target: Target, i: number): Promise<unknown> {
  const pool = new Pool(target.origin, { connections: 1 });
  try {
    const { texts } = await send(pool, target, i);
    return JSON.parse(texts[0]!);
  } finally {
    await pool.close();
  }
}

/** The proxy must answer what the gateway answers, or the comparison is not fair. */
export async function checkSameAnswers(operation: BenchOperation): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const [proxied, executed] = await Promise.all([answerOf(operation.proxy, i), answerOf(operation.gateway, i)]);
    if (!isDeepStrictEqual(proxied, executed)) {
      throw new Error(
        `${operation.name}: the plain proxy answers ${JSON.stringify(proxied).slice(0, 400)}\nbut the gateway ${JSON.stringify(executed).slice(0, 400)}`,
      );
    }
  }
}

export async function load(
  target: Target,
  count: number,
  concurrency: number,
): Promise<{ latencies: number[]; hits: number }> {
  const pool = new Pool(target.origin, { connections: concurrency });
  const latencies: number[] = [];
  let hits = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = process.hrtime.bigint();
      const { hit } = await send(pool, target, i);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (hit) hits += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await pool.close();
  return { latencies: latencies.sort((a, b) => a - b), hits: hits / count };
}

/** One row: warm-up (JIT, connection pools, SQLite's page cache), then the measured load. */
export async function measure(target: Target, options: LoadOptions): Promise<Row> {
  await load(target, options.warmUp, options.concurrency);
  const pid = target.service?.process.pid;
  const churn = await target.orders?.(options.orderEveryMs);
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const { latencies, hits } = await load(target, options.requests, options.concurrency);
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : undefined;
  const orders = (await churn?.stop()) ?? 0;
  return {
    name: target.name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: cpu === undefined ? undefined : (cpu * 1000) / options.requests,
    opsPerCore: cpu ? options.requests / cpu : undefined,
    hits,
    orders,
  };
}

/**
 * Rows of targets measured side by side: each warmed up, then their requests in slices, one
 * slice of each target in turn (the order turning each round), the CPU and latencies of
 * a target's slices added up. On a shared machine the load drifts within a minute; taken
 * in turns, every target of an operation meets the same drift, so their CPU ratio holds
 * where back-to-back rows would each catch a different moment.
 */
export async function measureSideBySide(targets: Target[], options: LoadOptions): Promise<Row[]> {
  for (const target of targets) await load(target, options.warmUp, options.concurrency);
  const slices = options.slices ?? 8;
  const perSlice = Math.ceil(options.requests / slices);
  const figures = targets.map(() => ({ latencies: [] as number[], hits: 0, cpu: 0 }));
  for (let slice = 0; slice < slices; slice++) {
    const order = targets.map((_, k) => (k + slice) % targets.length);
    for (const k of order) {
      const pid = targets[k]!.service?.process.pid;
      const cpuBefore = pid ? cpuSeconds(pid) : 0;
      const { latencies, hits } = await load(targets[k]!, perSlice, options.concurrency);
      figures[k]!.cpu += pid ? cpuSeconds(pid) - cpuBefore : 0;
      figures[k]!.latencies.push(...latencies);
      figures[k]!.hits += hits * perSlice;
    }
  }
  const total = perSlice * slices;
  return targets.map((target, k) => {
    const { latencies, hits, cpu } = figures[k]!;
    latencies.sort((a, b) => a - b);
    const measured = target.service !== undefined;
    return {
      name: target.name,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMs: measured ? (cpu * 1000) / total : undefined,
      opsPerCore: measured && cpu ? total / cpu : undefined,
      hits: hits / total,
      orders: 0,
    };
  });
}
