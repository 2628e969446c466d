import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner, JobSpec } from './job-runner';
import { createLocalRuns } from './local-runs';

/**
 * The job interface in this process, for SQLite (`npm start`, most tests): one process
 * owns the database file, so "one run at a time" is "one run at a time here". Timers run
 * each job at once and then every `intervalSeconds`; a tick during a run is skipped.
 */
export function createInProcessJobRunner(log: FastifyBaseLogger): JobRunner {
  const runs = createLocalRuns(log);
  const specs: JobSpec[] = [];
  const timers: NodeJS.Timeout[] = [];
  return {
    define(spec) {
      specs.push(spec);
      runs.add(spec);
    },
    async start() {
      for (const spec of specs) {
        if (spec.intervalSeconds <= 0) continue;
        const tick = () => runs.tick(spec.name);
        const timer = setInterval(tick, spec.intervalSeconds * 1000);
        // The timer alone must not keep the process alive.
        timer.unref();
        timers.push(timer);
        tick();
      }
    },
    wake: (name) => runs.wake(name),
    drain: () => runs.drain(),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await runs.stop();
    },
  };
}
