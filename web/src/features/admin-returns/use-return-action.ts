import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import {
  AcceptReturnDocument,
  DeclineReturnDocument,
  MoveReturnDocument,
  type ReturnTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import type { ReturnAction } from './return-rules';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The return could not be changed. Please try again.';
type Answer = { message: string; orderLine: ReturnTable_OrderLineFragment } | undefined;

// One step of a return (accept, decline with a reason, on its way back, refund): the
// server's message as a toast, the line's entity updated by its id and the status lists
// following (lib/admin-list-cache.ts). One hook for the screen's one dialog; each action
// is its own operation. Answers whether it worked.
export function useReturnAction() {
  const message = useMessage();
  const [accept] = useMutation(AcceptReturnDocument);
  const [decline] = useMutation(DeclineReturnDocument);
  const [moveOn] = useMutation(MoveReturnDocument);

  const update = (line: ReturnTable_OrderLineFragment | undefined, cache: Parameters<typeof updateAdminLists>[0]) => {
    if (!line) return;
    updateAdminLists(cache, {
      field: 'orderLines',
      id: line.id,
      shows: (args) => args.status == null || args.status === line.status,
    });
  };

  return async function run(id: string, action: ReturnAction, reason = ''): Promise<boolean> {
    try {
      let answer: Answer;
      if (action === 'ACCEPT') {
        const { data } = await accept({
          variables: { id },
          update: (cache, { data: d }) => update(d?.admin.acceptReturn.orderLine, cache),
        });
        answer = data?.admin.acceptReturn;
      } else if (action === 'DECLINE') {
        const { data } = await decline({
          variables: { id, reason: reason.trim() },
          update: (cache, { data: d }) => update(d?.admin.declineReturn.orderLine, cache),
        });
        answer = data?.admin.declineReturn;
      } else {
        const { data } = await moveOn({
          variables: { id, status: action === 'RECEIVE' ? 'RETURN_IN_PROGRESS' : 'REFUNDED' },
          update: (cache, { data: d }) => update(d?.admin.moveOrderLine.orderLine, cache),
        });
        answer = data?.admin.moveOrderLine;
      }
      void message.success(answer?.message ?? 'Return updated');
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  };
}
