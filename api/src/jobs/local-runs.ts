import type { FastifyBaseLogger } from 'fastify';
import { runLogged, type JobSpec } from './job-runner';

/**
 * This process's runs of each job: never two of one job at a time here, and a wake
 * during a run asks for one more run after it. Both runners use it: the in-process one
 * for everything, the pg-boss one for `drain` in tests.
 */
export function createLocalRuns(log: FastifyBaseLogger) {
  const state = new Map<string, { spec: JobSpec; running?: Promise<void>; woken: boolean }>();
  let stopped = false;
  const stopping = new AbortController();

  function runNow(name: string): Promise<void> {
    const job = state.get(name);
    if (!job) return Promise.resolve();
    if (job.running) {
      job.woken = true;
      return job.running;
    }
    job.woken = false;
    const running = runLogged(job.spec, log, stopping.signal).finally(() => {
      job.running = undefined;
      if (job.woken && !stopped) void runNow(name);
    });
    job.running = running;
    return running;
  }

  return {
    add(spec: JobSpec) {
      state.set(spec.name, { spec, woken: false });
    },
    runNow,
    /** A timer's tick: a run, unless one is going (then the tick is skipped). */
    tick(name: string) {
      const job = state.get(name);
      if (job && !job.running && !stopped) void runNow(name);
    },
    /** Marks the job woken (drain will run it) and runs it now unless `later`. */
    wake(name: string, later = false) {
      const job = state.get(name);
      if (!job || stopped) return;
      job.woken = true;
      if (!later) void runNow(name);
    },
    async drain() {
      for (;;) {
        const busy = [...state.entries()].filter(([, job]) => job.running || job.woken);
        if (busy.length === 0 || stopped) break;
        await Promise.all(busy.map(([name, job]) => job.running ?? runNow(name)));
      }
      await Promise.all([...state.values()].map((job) => job.running));
    },
    async stop() {
      stopped = true;
      stopping.abort();
      await Promise.all([...state.values()].map((job) => job.running));
    },
  };
}
