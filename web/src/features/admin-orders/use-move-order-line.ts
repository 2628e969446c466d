import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { MoveOrderLineDocument } from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import { listShows, type OrderMove } from './line-rules';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The order line could not be changed. Please try again.';

// Moves a line and shows the server's message; the line's entity updates by its id and
// the status-filtered lists follow (lib/admin-list-cache.ts). Answers whether it worked.
export function useMoveOrderLine() {
  const message = useMessage();
  const [mutate] = useMutation(MoveOrderLineDocument);

  return async function move(
    id: string,
    status: OrderMove,
    tracking?: { trackingCompany: string; trackingNumber: string },
  ): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: {
          id,
          status,
          trackingCompany: tracking?.trackingCompany.trim() ?? null,
          trackingNumber: tracking?.trackingNumber.trim() ?? null,
        },
        update(cache, { data: answer }) {
          const line = answer?.admin.moveOrderLine.orderLine;
          if (!line) return;
          updateAdminLists(cache, {
            field: 'orderLines',
            id: line.id,
            shows: (args) => listShows(args.status, line.status),
          });
        },
      });
      void message.success(data?.admin.moveOrderLine.message ?? 'Order line updated');
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  };
}
