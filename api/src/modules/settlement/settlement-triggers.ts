import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuditActor } from '../audit/audit-log';
import { closeGroup } from '../group-authoring/group-authoring.service';
import { asOperatorRun } from './operator-run-lock';
import type { SettlementService } from './settlement.service';
import type { SettlementSummary } from './settlement-view';

// What an operator (console, REST or CLI) starts by hand: settlement now, or one group
// closed and settled now. Each is the one operator run of the moment (`asOperatorRun`): a
// duplicate sent meanwhile is 409 (docs/decisions.md, "Money integrity").

/** Who asked, kept with the run and in the audit log: a signed-in operator (by customer id), or the CLI. */
export type RunStarter =
  { startedBy: 'operator'; operatorId: number; actor: AuditActor } | { startedBy: 'cli'; actor: AuditActor };

export function createSettlementTriggers(db: Kysely<Database>, settlement: SettlementService) {
  // Runs started and answered at once, still going: the server's close waits for them, so
  // a deploy does not cut a run off between a refund and its record.
  const going = new Set<Promise<unknown>>();
  return {
    /** Resolves once every run started by `startRun` has ended. */
    async idle(): Promise<void> {
      while (going.size > 0) await Promise.allSettled([...going]);
    },

    /** Closes the group now (whatever its end date) and settles its lines at once. */
    settleGroup(id: number, { actor, ...starter }: RunStarter, now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, async () => {
        // The run's audit row says it closed the group: no row of its own for the close.
        const closed = await closeGroup(db, id);
        return settlement.run({ groupId: id, now, ...starter, audit: { actor }, groupsClosedBefore: closed ? 1 : 0 });
      });
    },

    /** What the settlement job does, now. */
    runSettlement({ actor, ...starter }: RunStarter, now = new Date()): Promise<SettlementSummary> {
      return asOperatorRun(db, () => settlement.run({ now, ...starter, audit: { actor } }));
    },

    /**
     * Starts settlement now, of every ended group or of one group closed now, and answers
     * the run's id as soon as its row is written (issue 39): the run goes on meanwhile,
     * keeping its row current, so the console shows its progress by reading the run. A
     * refusal before it starts (another run going: 409; an unknown group: 404) is this
     * call's; a failure after it started ends the run with its error, as a run's record
     * says, and is not thrown again.
     */
    startRun(groupId: number | undefined, { actor, ...starter }: RunStarter, now = new Date()): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        let started = false;
        const onStart = (runId: number) => {
          started = true;
          resolve(runId);
        };
        const run = asOperatorRun(db, async () => {
          const closed = groupId === undefined ? false : await closeGroup(db, groupId);
          return settlement.run({
            groupId,
            now,
            ...starter,
            audit: { actor },
            groupsClosedBefore: closed ? 1 : 0,
            onStart,
          });
        }).catch((error: unknown) => {
          if (!started) reject(error instanceof Error ? error : new Error(String(error)));
          // Started: the run's row holds the error (settlement.service.ts `record`).
        });
        going.add(run);
        void run.finally(() => going.delete(run));
      });
    },
  };
}

export type SettlementTriggers = ReturnType<typeof createSettlementTriggers>;
