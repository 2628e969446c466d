import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Queue } from 'pg-boss';
import { cronEvery } from './cron-cadence';
import type { JobRunner, JobSpec } from './job-runner';
import { runReported } from './job-runner';
import { createLocalRuns } from './local-runs';

export type PgBossRunnerOptions = {
  connectionString: string;
  /** pg-boss's own schema (its tables never mix with the shop's). */
  schema: string;
  log: FastifyBaseLogger;
  /** How often an idle worker asks for work; a wake in this process asks at once. */
  pollingIntervalSeconds?: number;
  /** The wait before pg-boss retries a failed run, doubled per retry (tests shorten it). */
  retryDelaySeconds?: number;
};

/**
 * A failed run (the database or the payment provider out for a moment) is retried by
 * pg-boss three times, after about 30 s, 1 min and 2 min (with jitter, at most 10 min);
 * after that the job is `failed` in pg-boss's record and the next scheduled run tries again.
 */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 30;
const RETRY_DELAY_MAX_SECONDS = 600;

/** The options of a job's queue that may change between releases (the policy cannot). */
const UPDATABLE = ['expireInSeconds', 'retryLimit', 'retryDelay', 'retryBackoff', 'retryDelayMax'] as const;

/**
 * Creates the queue unless it exists, and brings an existing queue's expiry and retries to
 * what the code says. Instances starting together may create it at the same moment, which
 * PostgreSQL can answer with a deadlock (40P01) for one of them: that one looks again after
 * a short, random wait.
 */
async function createQueueOnce(boss: PgBoss, queue: Queue, log: FastifyBaseLogger): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const existing = await boss.getQueue(queue.name);
    if (existing) {
      if (existing.policy !== queue.policy) {
        log.warn(
          { queue: queue.name, policy: existing.policy, wanted: queue.policy },
          'pg-boss queue keeps its policy',
        );
      }
      if (UPDATABLE.some((option) => existing[option] !== queue[option])) {
        const { name, policy: _policy, ...options } = queue;
        await boss.updateQueue(name, options);
      }
      return;
    }
    try {
      const { name, ...options } = queue;
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * The job interface on pg-boss 12 (docs/decisions.md#jobs). A job that runs one at a time
 * (`oneAtATime`) is a queue with the 'stately' policy: at most one run waiting and ONE
 * active across every instance on the database, so two API processes never run settlement
 * at once. Mail's queue is 'short': one run waiting, any number active, so an instance
 * killed in the middle of a run (its claim held until it expires) leaves the others
 * sending. Each job's cadence is a pg-boss cron schedule, one per cluster in pg-boss's own
 * table, which pg-boss turns into one run per occurrence whichever instance looks; a run
 * that throws is retried by pg-boss with a growing wait. Work a run leaves for later (a
 * mail's next try) gets a run queued for its moment. A run that outlives its claim
 * (`claimSeconds`, pg-boss's expiry) is failed by pg-boss and another may start: the work
 * stays exactly-once by its own row locks (settlement) and claims (mail).
 */
export function createPgBossJobRunner(options: PgBossRunnerOptions): JobRunner {
  const { log } = options;
  const specs: JobSpec[] = [];
  const local = createLocalRuns(log);
  const workers = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let boss: PgBoss | undefined;

  const queueRun = (spec: JobSpec, at?: Date) => {
    if (!boss) return;
    // A run for later is keyed by its second: the 'short' and 'stately' policies keep one
    // waiting run per key, so later moments do not push out an earlier one.
    const sent = at
      ? boss.send(spec.name, {}, { startAfter: at, singletonKey: `due ${at.toISOString().slice(0, 19)}` })
      : boss.send(spec.name, {});
    sent
      .then(() => {
        const worker = workers.get(spec.name);
        if (!at && worker && boss) boss.notifyWorker(worker);
      })
      .catch((error: unknown) => log.error({ err: error, job: spec.name }, 'could not queue a job run'));
  };

  const runOnce = async (spec: JobSpec) => {
    const run = runReported(spec, log, stopping.signal);
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
    }
    if (!spec.nextDue || stopping.signal.aborted) return;
    // The run itself succeeded: failing to look ahead must not make pg-boss repeat it (the
    // next scheduled run looks again).
    const due = await spec.nextDue().catch((error: unknown) => {
      log.error({ err: error, job: spec.name }, 'could not read when the next run is due');
      return undefined;
    });
    if (due) queueRun(spec, due);
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
        // Polling, schedules and bookkeeping only: the work itself uses the API's own pool.
        max: 3,
      });
      boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
      await boss.start();
      const retryDelay = options.retryDelaySeconds ?? RETRY_DELAY_SECONDS;
      for (const spec of specs) {
        await createQueueOnce(
          boss,
          {
            name: spec.name,
            policy: spec.oneAtATime ? 'stately' : 'short',
            expireInSeconds: spec.claimSeconds,
            retryLimit: RETRY_LIMIT,
            retryDelay,
            retryBackoff: true,
            retryDelayMax: Math.max(retryDelay, RETRY_DELAY_MAX_SECONDS),
          },
          log,
        );
        const workerId = await boss.work(
          spec.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          // Throws when the run failed: pg-boss then retries the job (RETRY_LIMIT).
          () => runOnce(spec),
        );
        workers.set(spec.name, workerId);
        // The cluster's one schedule per job, written by every instance at start: the
        // interval of the instance started last wins. An occurrence missed while no
        // instance ran (a deploy) is sent once when one is back.
        if (spec.intervalSeconds > 0) {
          await boss.schedule(spec.name, cronEvery(spec.intervalSeconds), null, { missed: 'once' });
        } else {
          await boss.unschedule(spec.name);
        }
      }
      // A run of each scheduled job now, as in process: pg-boss looked at the schedules as
      // it started, before they were written, and looks again every 30 s. Instances
      // starting together queue one run, the queues' policies keeping one waiting.
      for (const spec of specs) if (spec.intervalSeconds > 0) queueRun(spec);
    },
    wake(name) {
      const spec = specs.find((candidate) => candidate.name === name);
      if (!spec) return;
      // Drain (tests) may run it here; the queue makes some instance run it anyway.
      local.wake(name, true);
      queueRun(spec);
    },
    async drain() {
      await Promise.all([...inFlight]);
      await local.drain();
    },
    async stop() {
      stopping.abort();
      await local.stop();
      // Waits for the runs in flight (graceful), then closes pg-boss's pool.
      await boss?.stop({ graceful: true, timeout: 30_000 });
      boss = undefined;
    },
  };
}
