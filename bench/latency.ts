import type { FastifyInstance, InjectOptions } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { CpuClock } from './cpu-clock';

// Latency figures of requests sent one after another through the HTTP stack (app.inject:
// routing, validation, the handler, serialisation), as every catalogue figure is measured,
// with the CPU time they took (cpu-clock.ts).

export type Figures = {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  count: number;
  /** CPU milliseconds per request, mean (cpu-clock.ts says whose). */
  cpu: number;
};

const round = (ms: number) => Math.round(ms * 100) / 100;
const mean = (values: readonly number[]) => values.reduce((sum, ms) => sum + ms, 0) / values.length;

export function figures(samples: readonly number[], cpuMs: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    mean: round(mean(sorted)),
    count: sorted.length,
    cpu: round(mean(cpuMs)),
  };
}

/**
 * Sends a request and answers its time and CPU time in ms (the clock's, when given);
 * anything but 200 stops the benchmark.
 */
export async function timed(
  app: FastifyInstance,
  request: InjectOptions,
  clock?: CpuClock,
): Promise<{ ms: number; cpuMs: number; body: string }> {
  const cpuStart = clock?.now() ?? 0;
  const start = performance.now();
  const res = await app.inject(request);
  const ms = performance.now() - start;
  const cpuMs = (clock?.now() ?? 0) - cpuStart;
  if (res.statusCode !== 200)
    throw new Error(`${request.method} ${request.url} answered ${res.statusCode}: ${res.body}`);
  return { ms, cpuMs, body: res.body };
}

/** The figures of `requests` sent one after another, the first `warmUp` of them unmeasured. */
export async function measure(
  app: FastifyInstance,
  requests: readonly InjectOptions[],
  warmUp: number,
  clock: CpuClock,
): Promise<Figures> {
  const samples: number[] = [];
  const cpu: number[] = [];
  for (const [i, request] of requests.entries()) {
    const { ms, cpuMs } = await timed(app, request, clock);
    if (i < warmUp) continue;
    samples.push(ms);
    cpu.push(cpuMs);
  }
  return figures(samples, cpu);
}
