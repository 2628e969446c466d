import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { listPageFields, listPageInfo, rowsWithCursors } from '../../lib/paging';
import { listRuns } from './settlement.repository';
import type { SettlementRunPage } from './settlement-view';

// Settlement's record for operators: the runs kept (docs/decisions.md, "Settlement runs
// and the ledger"), every operator's and the job's that did something.

export const runPageQuery = z.object({ ...listPageFields });

/** The runs kept, newest first, by page or by cursor (lib/paging), each row's id answered as `run_id`. */
export async function settlementRuns(
  db: Kysely<Database>,
  paging: z.output<typeof runPageQuery>,
): Promise<SettlementRunPage> {
  const { page, total } = await listRuns(db, paging);
  const runs = rowsWithCursors(
    page,
    // The operator's id is answered as `operator`, their name and e-mail.
    ({ id, started_by_customer_id: _operatorId, operator_first_name, operator_last_name, operator_email, ...run }) => ({
      run_id: id,
      ...run,
      // The join finds no one for the job, the CLI and a removed account.
      operator:
        operator_email === null
          ? null
          : { name: `${operator_first_name ?? ''} ${operator_last_name ?? ''}`.trim(), email: operator_email },
    }),
  );
  return { runs, ...listPageInfo(page, total) };
}
