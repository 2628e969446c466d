import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobRunner, JobSpec } from './job-runner';
import { runLogged } from './job-runner';
import { createLocalRuns } from './local-runs';

export type PgBossRunnerOptions = {
  connectionString: string;
  /** pg-boss's own schema (its tables never mix with the shop's). */
  schema: string;
  log: FastifyBaseLogger;
  /** How often an idle worker asks for work; a wake in this process asks at once. */
  pollingIntervalSeconds?: number;
};

/**
 * The job interface on pg-boss (docs/decisions.md#jobs). A job that runs one at a time
 * (`oneAtATime`) is a queue with the 'stately' policy: at most one run waiting and ONE
 * active across every instance on the database, so two API processes never run
 * settlement at once. Mail's queue is 'short': one run waiting, any number active, so an
 * instance killed in the middle of a run (its claim held until it expires) leaves the
 * others sending. Each instance asks for a
 * run every `intervalSeconds` with a throttle slot of that length (one job per slot in
 * the whole cluster, whoever asks first), and works the queue. A run that outlives its
 * claim (`claimSeconds`, pg-boss's expiry) is failed by pg-boss and another may start:
 * the work stays exactly-once by its own row locks (settlement) and claims (mail).
 */
/**
 * Creates the queue unless it exists, and brings an existing queue's policy and expiry to
 * what the code says (a database from an older release keeps its queues). Instances
 * starting together may create it at the same moment, which PostgreSQL can answer with a
 * deadlock (40P01) for one of them: that one looks again after a short, random wait.
 */
async function createQueueOnce(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const existing = await boss.getQueue(queue.name);
    if (existing) {
      if (existing.policy !== queue.policy || existing.expireInSeconds !== queue.expireInSeconds) {
        await boss.updateQueue(queue.name, queue);
      }
      return;
    }
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

export function createPgBossJobRunner(options: PgBossRunnerOptions): JobRunner {
  const { log } = options;
  const specs: JobSpec[] = [];
  const local = createLocalRuns(log);
  const timers: NodeJS.Timeout[] = [];
  const workers = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let boss: PgBoss | undefined;

  const ask = (spec: JobSpec, throttled: boolean) => {
    if (!boss) return;
    const sent = throttled ? boss.sendThrottled(spec.name, {}, {}, spec.intervalSeconds) : boss.send(spec.name, {});
    sent
      .then(() => {
        const worker = workers.get(spec.name);
        if (worker && boss) boss.notifyWorker(worker);
      })
      .catch((error: unknown) => log.error({ err: error, job: spec.name }, 'could not queue a job run'));
  };

  return {
    define(spec) {
      specs.push(spec);
      local.add(spec);
    },
    async start() {
      boss = new PgBoss({
        connectionString: options.connectionString,
        schema: options.schema,
        application_name: 'shop-api-jobs',
        // Polling and bookkeeping only: the work itself uses the API's own pool.
        max: 3,
        // No cron schedules: intervals are in seconds (SETTLEMENT_INTERVAL_SECONDS).
        schedule: false,
      });
      boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
      await boss.start();
      for (const spec of specs) {
        await createQueueOnce(boss, {
          name: spec.name,
          policy: spec.oneAtATime ? 'stately' : 'short',
          expireInSeconds: spec.claimSeconds,
          // A failed run is not retried by pg-boss: the next interval (or wake) runs it again.
          retryLimit: 0,
        });
        const workerId = await boss.work(
          spec.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async () => {
            const run = runLogged(spec, log, stopping.signal);
            inFlight.add(run);
            try {
              await run;
            } finally {
              inFlight.delete(run);
            }
          },
        );
        workers.set(spec.name, workerId);
        if (spec.intervalSeconds > 0) {
          const timer = setInterval(() => ask(spec, true), spec.intervalSeconds * 1000);
          timer.unref();
          timers.push(timer);
          ask(spec, true);
        }
      }
    },
    wake(name) {
      const spec = specs.find((candidate) => candidate.name === name);
      if (!spec) return;
      // Drain (tests) may run it here; the queue makes some instance run it anyway.
      local.wake(name, true);
      ask(spec, false);
    },
    async drain() {
      await Promise.all([...inFlight]);
      await local.drain();
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      await local.stop();
      // Waits for the runs in flight (graceful), then closes pg-boss's pool.
      await boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
      boss = undefined;
    },
  };
}
