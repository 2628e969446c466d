import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { runPostgresStatement } from '../db/postgres-statement';
import { testDatabaseUrl } from '../test/test-app';
import { cronEvery } from './cron-cadence';
import type { JobRunner, JobSpec } from './job-runner';
import { createPgBossJobRunner } from './pg-boss-runner';

// The jobs on pg-boss 12 (docs/decisions.md#jobs): each job's cadence is a pg-boss cron
// schedule, a failed run is retried by pg-boss, and work left for later gets a run queued
// for its moment.

const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

// pg-boss's cron counts in minutes; the jobs' intervals are set in seconds.
describe('the cron a job interval is scheduled with', () => {
  test.each([
    [1, '* * * * *'],
    [5, '* * * * *'],
    [60, '* * * * *'],
    [61, '*/2 * * * *'],
    [300, '*/5 * * * *'],
    [420, '*/10 * * * *'],
    [1800, '*/30 * * * *'],
    [1860, '0 * * * *'],
    [3600, '0 * * * *'],
    [3601, '0 */2 * * *'],
    [5 * 3600, '0 */6 * * *'],
    [12 * 3600, '0 */12 * * *'],
    [13 * 3600, '0 0 * * *'],
    [24 * 3600, '0 0 * * *'],
  ])('every %i s runs on %s', (seconds, cron) => {
    expect(cronEvery(seconds)).toBe(cron);
  });

  test('an interval of 0 (off) has no cadence', () => {
    expect(() => cronEvery(0)).toThrow(RangeError);
  });
});

// pg-boss needs PostgreSQL: npm test's second pass.
if (testDatabaseUrl) {
  const databaseUrl = testDatabaseUrl;

  async function query<T>(text: string): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Polls `read` until it answers something, for at most `timeoutMs`. */
  async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const job = (spec: Partial<JobSpec> & Pick<JobSpec, 'name' | 'run'>): JobSpec => ({
    intervalSeconds: 0,
    claimSeconds: 60,
    oneAtATime: true,
    didWork: () => false,
    ...spec,
  });

  describe('the pg-boss job runner', () => {
    const schema = `test_${randomBytes(6).toString('hex')}_pgboss`;
    const runners: JobRunner[] = [];
    const runner = (retryDelaySeconds = 1) => {
      const created = createPgBossJobRunner({
        connectionString: databaseUrl,
        schema,
        log: silent,
        pollingIntervalSeconds: 1,
        retryDelaySeconds,
      });
      runners.push(created);
      return created;
    };
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((started) => started.stop()));
    });
    afterAll(async () => {
      await runPostgresStatement(databaseUrl, `drop schema if exists ${schema} cascade`);
    });

    test('writes each job cadence as a pg-boss cron schedule and runs it at start; an instance set to 0 removes it', async () => {
      let runs = 0;
      const first = runner();
      first.define(
        job({
          name: 'every-minute',
          intervalSeconds: 45,
          run: async () => {
            runs += 1;
          },
        }),
      );
      first.define(job({ name: 'hourly', intervalSeconds: 3600, run: async () => undefined }));
      first.define(job({ name: 'woken-only', run: async () => undefined }));
      await first.start();
      const schedules = () =>
        query<{ name: string; cron: string }>(`select name, cron from ${schema}.schedule order by name`);
      expect(await schedules()).toEqual([
        { name: 'every-minute', cron: '* * * * *' },
        { name: 'hourly', cron: '0 * * * *' },
      ]);
      // The first run comes at start, not at the schedule's next occurrence.
      await until('the run at start', async () => (runs > 0 ? true : undefined), 10_000);

      // The cluster has one schedule per job: the instance started last decides it.
      const second = runner();
      second.define(job({ name: 'hourly', intervalSeconds: 0, run: async () => undefined }));
      await second.start();
      expect(await schedules()).toEqual([{ name: 'every-minute', cron: '* * * * *' }]);
    });

    test('a run that fails is retried by pg-boss after its wait, and then completes', async () => {
      const attempts: number[] = [];
      const flaky = runner(2);
      flaky.define(
        job({
          name: 'flaky',
          run: async () => {
            attempts.push(Date.now());
            if (attempts.length === 1) throw new Error('the database went away for a moment');
          },
        }),
      );
      await flaky.start();
      flaky.wake('flaky');
      const done = await until('the retried run to complete', async () => {
        const [row] = await query<{ state: string; retry_count: number }>(
          `select state, retry_count from ${schema}.job where name = 'flaky'`,
        );
        return row?.state === 'completed' ? row : undefined;
      });
      expect(done.retry_count).toBe(1);
      expect(attempts).toHaveLength(2);
      // pg-boss waited (2 s, with backoff's jitter at least half of it) before trying again.
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1_000);
    });

    test('work a run leaves for later gets a run queued for its moment', async () => {
      const runs: number[] = [];
      const due = new Date(Date.now() + 3_000);
      const later = runner();
      later.define(
        job({
          name: 'later',
          oneAtATime: false,
          run: async () => {
            runs.push(Date.now());
          },
          // After the first run, one item waits until `due` (a mail's next try).
          nextDue: async () => (runs.length === 1 ? due : undefined),
        }),
      );
      await later.start();
      later.wake('later');
      await until('the run at the due moment', async () => (runs.length >= 2 ? true : undefined));
      expect(runs).toHaveLength(2);
      expect(runs[1]!).toBeGreaterThanOrEqual(due.getTime() - 50);
      const [deferred] = await query<{ start_after: Date }>(
        `select start_after from ${schema}.job where name = 'later' and singleton_key like 'due %'`,
      );
      expect(deferred!.start_after.getTime()).toBe(Math.floor(due.getTime()));
    });
  });
}
