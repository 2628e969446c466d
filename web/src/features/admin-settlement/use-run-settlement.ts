import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  SettlementRunProgressDocument,
  StartSettlementRunDocument,
  type SettlementProgress_RunFragment,
} from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'Settlement could not run. Please try again.';
/** How often a run going is read again (issue 39: progress as it goes). */
export const PROGRESS_POLL_MS = 1_000;
export type SettlementRunProgress = SettlementProgress_RunFragment;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Starts settlement now and follows the run (issue 39): the start answers at once with the
// run, which is then read every second until it has ended, so the console shows its
// progress as it goes and its result at the end. The end's toast says what the API's
// one-call runs say ('Group settled', 'Settlement run'), or why the run stopped. Settled
// lines change their final price and refunds, so the console's cached lists are dropped
// and read again when next shown.
export function useRunSettlement() {
  const message = useMessage();
  const client = useApolloClient();
  const [mutate] = useMutation(StartSettlementRunDocument);
  const [run, setRun] = useState<SettlementRunProgress | null>(null);
  // The screen may close while a run goes: the reads stop then (the run does not).
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  function ended(last: SettlementRunProgress) {
    // Lines, runs, ledger and figures changed: each list is read again when next shown.
    const admin = client.cache.identify({ __typename: 'AdminQuery' });
    for (const fieldName of ['orderLines', 'settlementRuns', 'ledger', 'overview']) {
      client.cache.evict({ id: admin, fieldName });
    }
    client.cache.gc();
    if (last.error) void message.error(`Settlement stopped: ${last.error}`);
    else void message.success(last.groupId ? 'Group settled' : 'Settlement run');
  }

  /** Reads the run every second until it has ended; a read that fails is tried again at the next. */
  async function follow(first: SettlementRunProgress) {
    let current = first;
    while (current.running) {
      await pause(PROGRESS_POLL_MS);
      if (!shown.current) return;
      try {
        const { data } = await client.query({
          query: SettlementRunProgressDocument,
          variables: { id: current.id },
          fetchPolicy: 'network-only',
        });
        if (data) current = data.admin.settlementRun;
      } catch {
        continue;
      }
      if (shown.current) setRun(current);
    }
    if (shown.current) ended(current);
  }

  /** Starts a run of every ended group (null) or of one group; answers whether it started. */
  async function start(groupId: string | null): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { groupId } });
      const started = data?.admin.startSettlementRun.run;
      if (!started) return false;
      setRun(started);
      void follow(started);
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  }

  /** The run going (its progress so far), else the last one that ended here (its result). */
  return { start, run };
}
