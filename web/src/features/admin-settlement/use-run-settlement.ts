import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { RunSettlementDocument, type RunSettlementMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'Settlement could not run. Please try again.';
export type SettlementResult = RunSettlementMutation['admin']['runSettlement'];

// Runs settlement and shows the server's message. Settled lines change their final price
// and refunds, so the console's cached order line lists are dropped and read again when
// next shown. Answers the run's summary, or null when it failed.
export function useRunSettlement() {
  const message = useMessage();
  const [mutate] = useMutation(RunSettlementDocument);

  return async function run(groupId: string | null): Promise<SettlementResult | null> {
    try {
      const { data } = await mutate({
        variables: { groupId },
        update(cache) {
          // Lines, runs, ledger and figures changed: each list is read again when next shown.
          const admin = cache.identify({ __typename: 'AdminQuery' });
          for (const fieldName of ['orderLines', 'settlementRuns', 'ledger', 'overview'])
            cache.evict({ id: admin, fieldName });
          cache.gc();
        },
      });
      const result = data?.admin.runSettlement ?? null;
      void message.success(result?.message ?? 'Settlement run');
      return result;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return null;
    }
  };
}
