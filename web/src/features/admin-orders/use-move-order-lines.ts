import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { MoveOrderLinesDocument, type MoveOrderLinesMutation } from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import { listShows, type BulkMove } from './line-rules';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The order lines could not be changed. Please try again.';
export type BulkMoveResults = MoveOrderLinesMutation['admin']['moveOrderLines'];

// Moves the selected lines and shows the server's message; each moved line's entity
// updates by its id and the status-filtered lists follow (lib/admin-list-cache.ts).
// Answers the per-line results, or null when the whole move was refused.
export function useMoveOrderLines() {
  const message = useMessage();
  const [mutate] = useMutation(MoveOrderLinesDocument);

  return async function moveLines(
    ids: string[],
    status: BulkMove,
    tracking?: { trackingCompany: string; trackingNumber: string },
  ): Promise<BulkMoveResults | null> {
    try {
      const { data } = await mutate({
        variables: {
          ids,
          status,
          trackingCompany: tracking?.trackingCompany.trim() ?? null,
          trackingNumber: tracking?.trackingNumber.trim() ?? null,
        },
        update(cache, { data: answer }) {
          for (const result of answer?.admin.moveOrderLines.results ?? []) {
            const line = result.orderLine;
            if (!line) continue;
            updateAdminLists(cache, {
              field: 'orderLines',
              id: line.id,
              shows: (args) => listShows(args.status, line.status),
            });
          }
        },
      });
      const results = data?.admin.moveOrderLines ?? null;
      if (results) {
        const notify = results.refused > 0 ? message.warning : message.success;
        void notify(results.message);
      }
      return results;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return null;
    }
  };
}
