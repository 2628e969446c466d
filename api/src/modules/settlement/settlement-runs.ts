import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { pageFields, pageInfo, pageOffset } from '../../lib/paging';
import { listRuns } from './settlement.repository';
import type { SettlementRunPage } from './settlement-view';

// Settlement's record for operators: the runs kept (docs/decisions.md, "Settlement runs
// and the ledger"), every operator's and the job's that did something.

export const runPageQuery = z.object({ ...pageFields });

/** The runs kept, newest first, a page at a time (lib/paging), each row's id answered as `run_id`. */
export async function settlementRuns(
  db: Kysely<Database>,
  paging: z.output<typeof runPageQuery>,
): Promise<SettlementRunPage> {
  const { rows, total } = await listRuns(db, paging.page_size, pageOffset(paging));
  const runs = rows.map(({ id, ...run }) => ({ run_id: id, ...run }));
  return { runs, ...pageInfo(paging, total) };
}
