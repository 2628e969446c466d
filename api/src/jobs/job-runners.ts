import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { DbHandle } from '../db/kysely';
import { createInProcessJobRunner } from './in-process-runner';
import type { JobRunner } from './job-runner';
import type * as PgBossRunnerModule from './pg-boss-runner';

/**
 * pg-boss's schema beside the shop's: `pgboss_v12` for `public`, `<schema>_pgboss` for a
 * test schema. pg-boss 12 cannot migrate the `pgboss` schema pg-boss 10 made, so it has
 * one of its own (docs/decisions.md#jobs).
 */
export function pgBossSchemaFor(pgSchema: string | undefined): string {
  return !pgSchema || pgSchema === 'public' ? 'pgboss_v12' : `${pgSchema}_pgboss`;
}

/** pg-boss on PostgreSQL; on SQLite (or when asked, as most tests do) the in-process runner. */
export function createJobRunner(
  config: Pick<Config, 'databaseUrl'>,
  handle: DbHandle,
  log: FastifyBaseLogger,
  engine: 'auto' | 'in-process' = 'auto',
): JobRunner {
  if (engine === 'in-process' || !config.databaseUrl || handle.dialect !== 'postgres') {
    return createInProcessJobRunner(log);
  }
  // pg-boss is required only where it runs, on PostgreSQL (docs/decisions.md "Test suite
  // time": heavy modules required on first use).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createPgBossJobRunner } = require('./pg-boss-runner') as typeof PgBossRunnerModule;
  return createPgBossJobRunner({ connectionString: config.databaseUrl, schema: pgBossSchemaFor(handle.pgSchema), log });
}
