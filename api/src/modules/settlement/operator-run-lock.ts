import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';

const RUN_IN_PROGRESS = 'A settlement run is already in progress.';

/** The second key of the advisory lock (the first is the schema's): "settlement, asked for by an operator". */
const OPERATOR_RUN_KEY = 5_117_001;

/** SQLite: the databases whose operator run is going in this process (one process owns the file). */
const runningHere = new WeakSet<Kysely<Database>>();

/**
 * Runs `run` as the one settlement run an operator asked for (console or CLI: run now, or
 * settle a group); while it goes, another such request is refused with 409
 * RUN_IN_PROGRESS. Money never depended on it (each line is claimed and refunded once
 * whoever runs), but a duplicate sent at the same moment must not report a second run
 * that did a share of the first one's work (docs/decisions.md, "Money integrity").
 *
 * PostgreSQL: a transaction-level advisory lock keyed by the schema (so test schemas on
 * one database do not meet), taken with try-lock in a transaction that stays open, doing
 * nothing else, while the run works on other connections; its end gives the lock back,
 * and so does a process that dies (the database ends the transaction with the
 * connection). One transaction, so a pooler in transaction mode keeps it on one server
 * connection (docs/scaling.md). The job's own minute run takes no lock: it already runs
 * one at a time, and overlapping an operator's run only shares the lines between them.
 */
export async function asOperatorRun<T>(db: Kysely<Database>, run: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // SQLite: a transaction here would hold the one connection the run needs.
    if (runningHere.has(db)) throw new HttpError(409, RUN_IN_PROGRESS);
    runningHere.add(db);
    try {
      return await run();
    } finally {
      runningHere.delete(db);
    }
  }
  return db.transaction().execute(async (trx) => {
    const taken = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(current_schema()), ${sql.lit(OPERATOR_RUN_KEY)}) as locked`.execute(
      trx,
    );
    if (!taken.rows[0]?.locked) throw new HttpError(409, RUN_IN_PROGRESS);
    return run();
  });
}

/**
 * Whether an operator run is going now, in any process: the run's rows say only that it
 * has not ended, which a run cut off by a stopped process never says. PostgreSQL: the
 * advisory lock is held (pg_locks shows a two-key lock as classid = key 1 read as an
 * unsigned oid, objid = key 2, objsubid 2); SQLite: this process runs one.
 */
export async function operatorRunGoing(db: Kysely<Database>): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return runningHere.has(db);
  const held = await sql<{ going: boolean }>`
    select exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2 and objid = ${sql.lit(OPERATOR_RUN_KEY)}
        and classid = ((hashtext(current_schema())::bigint & 4294967295)::text)::oid
    ) as going`.execute(db);
  return held.rows[0]?.going === true;
}
