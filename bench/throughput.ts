import { performance } from 'node:perf_hooks';

/** The concurrencies every throughput figure is measured at (bench/README.md#bars). */
export const CONCURRENCIES = [1, 8, 32] as const;

export interface Throughput {
  concurrency: number;
  requests: number;
  perSecond: number;
}

/**
 * Requests per second when `concurrency` callers each send their next request as soon as
 * the previous one is answered, `count` requests in all. `send(i)` sends the i-th
 * request and throws when it is not answered as it should be.
 */
export async function measureThroughput(
  count: number,
  concurrency: number,
  send: (i: number) => Promise<void>,
): Promise<Throughput> {
  let next = 0;
  const caller = async () => {
    while (next < count) await send(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  return { concurrency, requests: count, perSecond: count / seconds };
}

/** The figures as a Markdown table, one row per concurrency. */
export function throughputTable(rows: readonly Throughput[]): string {
  return [
    '| concurrency | requests | requests/s |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.concurrency} | ${row.requests} | ${Math.round(row.perSecond)} |`),
  ].join('\n');
}
