import type { FastifyBaseLogger } from 'fastify';

/** One kind of background work: settlement, returning charges, sending mail. */
export type JobSpec = {
  name: string;
  /**
   * How often it runs on its own (0: only when woken). On pg-boss a cron schedule, counted
   * in whole minutes (`cron-cadence.ts`); in process a timer.
   */
  intervalSeconds: number;
  /**
   * How long a run may hold the job before another instance may start one (pg-boss's
   * expiry). The work itself must stay safe past it: settlement's line locks, mail claims.
   */
  claimSeconds: number;
  /**
   * Whether at most one run may be active across every instance (settlement: one runner
   * spreads the work and keeps quiet). Work that is safe to overlap (mail: each mail is
   * claimed by its own row) says false, so a run held by an instance that died stops no
   * other instance until pg-boss expires its claim (docs/decisions.md#jobs).
   */
  oneAtATime: boolean;
  /**
   * One run. `stopping` is aborted when the process shuts down: a run working through a
   * backlog ends after the item in hand and leaves the rest to the next run (here or on
   * another instance), so a shutdown never waits for a whole backlog.
   */
  run: (stopping: AbortSignal) => Promise<unknown>;
  /** Whether a run's result is worth a log line. */
  didWork: (result: unknown) => boolean;
  /**
   * When the work a run left for later comes due (mail waiting for its next try), if any:
   * pg-boss queues a run for that moment, which any instance takes. The in-process runner
   * has its timer instead.
   */
  nextDue?: () => Promise<Date | undefined>;
};

/**
 * The one job interface, two engines: pg-boss on PostgreSQL (every instance works, one
 * run of a job at a time across all of them) and a small in-process runner on SQLite
 * (one process, one run at a time). docs/decisions.md#jobs.
 */
export type JobRunner = {
  /** Adds a job; before `start`. */
  define(spec: JobSpec): void;
  /** Starts the timers in process, or on PostgreSQL the workers and schedules. Not called by most tests. */
  start(): Promise<void>;
  /** Asks for a run of the job soon (mail just queued); never throws. */
  wake(name: string): void;
  /**
   * Waits for the runs in flight in this process, then runs every job woken since, here,
   * until none is left. Tests call it instead of sleeping; nothing else needs it.
   */
  drain(): Promise<void>;
  /** Stops the timers or workers, tells runs in flight to stop (their `stopping` signal) and waits for them. */
  stop(): Promise<void>;
};

/** Runs one spec once, logging what it did, or why it failed and then throwing (pg-boss retries it). */
export async function runReported(spec: JobSpec, log: FastifyBaseLogger, stopping: AbortSignal): Promise<void> {
  try {
    const result = await spec.run(stopping);
    if (spec.didWork(result)) log.info({ result }, `${spec.name} run`);
  } catch (error) {
    log.error({ err: error }, `${spec.name} run failed`);
    throw error;
  }
}

/** Runs one spec once, logging what it did or why it failed (in process: a failed run is retried by the next). */
export async function runLogged(spec: JobSpec, log: FastifyBaseLogger, stopping: AbortSignal): Promise<void> {
  await runReported(spec, log, stopping).catch(() => undefined);
}
