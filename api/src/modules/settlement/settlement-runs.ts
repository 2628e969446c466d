import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { listPageFields, listPageInfo, rowsWithCursors } from '../../lib/paging';
import { notFound } from '../../lib/http-error';
import { MAX_ID, intField } from '../../lib/fields';
import { operatorRunGoing } from './operator-run-lock';
import { findRun, listRuns } from './settlement.repository';
import type { SettlementRun, SettlementRunPage } from './settlement-view';

// Settlement's record for operators: the runs kept (docs/decisions.md, "Settlement runs
// and the ledger"), every operator's and the job's that did something.

export const runPageQuery = z.object({ ...listPageFields });
export const runIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
/** What starts a run from the console: every ended group, or one group closed now. */
export const startRunBody = z
  .object({
    group_id: intField('group_id must be a positive integer', 1, MAX_ID)
      .optional()
      .describe('Only this group, closed now whatever its end date; absent for every ended group'),
  })
  .optional();

type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** What a run cut off by a stopped API says (the lines it did not reach wait for the next run). */
export const RUN_INTERRUPTED =
  'Interrupted: the API stopped before this run ended. The lines it did not reach are settled by the next run.';

/**
 * A run as answered: its id as `run_id`, the operator by name and e-mail, running until it
 * has ended. A run not ended while no operator run is going (`going` false) had its process
 * stop mid-way: it is answered as ended, with RUN_INTERRUPTED, not as running for ever.
 */
function runView(
  { id, started_by_customer_id: _operatorId, operator_first_name, operator_last_name, operator_email, ...run }: RunRow,
  going: boolean,
): SettlementRun {
  const interrupted = run.finished_at === null && !going;
  return {
    run_id: id,
    ...run,
    running: run.finished_at === null && going,
    error: interrupted ? (run.error ?? RUN_INTERRUPTED) : run.error,
    // The join finds no one for the job, the CLI and a removed account.
    operator:
      operator_email === null
        ? null
        : { name: `${operator_first_name ?? ''} ${operator_last_name ?? ''}`.trim(), email: operator_email },
  };
}

/** The runs kept, newest first, by page or by cursor (lib/paging), each row's id answered as `run_id`. */
export async function settlementRuns(
  db: Kysely<Database>,
  paging: z.output<typeof runPageQuery>,
): Promise<SettlementRunPage> {
  // The lock is read before the rows (see `settlementRun`).
  const going = await operatorRunGoing(db);
  const { page, total } = await listRuns(db, paging);
  return { runs: rowsWithCursors(page, (row) => runView(row, going)), ...listPageInfo(page, total) };
}

/** One run as it is now (a run going is read again and again by the console); 404 when there is none. */
export async function settlementRun(db: Kysely<Database>, id: number): Promise<SettlementRun> {
  // Whether a run is going is read before its row: a run's row says it has ended before
  // its lock is given back, so a row read not ended after the lock was seen free is a run
  // cut off by a stopped process (RUN_INTERRUPTED), never one that ended between the two
  // reads (the other order read that as interrupted).
  const going = await operatorRunGoing(db);
  const row = await findRun(db, id);
  if (!row) throw notFound('Settlement run not found');
  return runView(row, going);
}
