import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { closeGroup } from '../group-authoring/group-authoring.service';
import { asOperatorRun } from './operator-run-lock';
import type { SettlementService } from './settlement.service';
import type { SettlementSummary } from './settlement-view';

// What an operator (console, REST or CLI) starts by hand: settlement now, or one group
// closed and settled now. Each is the one operator run of the moment (`asOperatorRun`): a
// duplicate sent meanwhile is 409 (docs/decisions.md, "Money integrity").

/** Who asked, kept with the run: a signed-in operator (by customer id), or the CLI. */
export type RunStarter = { startedBy: 'operator'; operatorId: number } | { startedBy: 'cli' };

export function createSettlementTriggers(db: Kysely<Database>, settlement: SettlementService) {
  return {
    /** Closes the group now (whatever its end date) and settles its lines at once. */
    settleGroup(id: number, starter: RunStarter, now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, async () => {
        const closed = await closeGroup(db, id);
        return settlement.run({ groupId: id, now, ...starter, groupsClosedBefore: closed ? 1 : 0 });
      });
    },

    /** What the settlement job does, now. */
    runSettlement(starter: RunStarter, now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, () => settlement.run({ now, ...starter }));
    },
  };
}

export type SettlementTriggers = ReturnType<typeof createSettlementTriggers>;
