import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { RequestReturnDocument, type ReturnReason } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

// docs/product.md#messages 'Return', verbatim.
export const RETURN_SUCCESS_MESSAGE = 'Return request submitted successfully';
export const RETURN_FAILURE_MESSAGE = 'Failed to submit return request';

interface ReturnRequest {
  orderId: string;
  orderLineId: string;
  groupId: string;
  reason: ReturnReason;
  note: string;
}

// Sends a return request and shows its toast: the fixed success text, or the server's
// message (anything else, e.g. a dropped connection, reads 'Failed to submit return
// request'). Answers whether it succeeded.
export function useRequestReturn() {
  const message = useMessage();
  const [mutate] = useMutation(RequestReturnDocument);

  return async function requestReturn(request: ReturnRequest): Promise<boolean> {
    const note = request.note.trim();
    try {
      await mutate({
        variables: {
          input: {
            orderId: request.orderId,
            orderLineId: request.orderLineId,
            groupId: request.groupId,
            reason: request.reason,
            note: note === '' ? null : note,
          },
        },
      });
      void message.success(RETURN_SUCCESS_MESSAGE);
      return true;
    } catch (error) {
      const text = CombinedGraphQLErrors.is(error)
        ? errorMessage(error, RETURN_FAILURE_MESSAGE)
        : RETURN_FAILURE_MESSAGE;
      void message.error(text);
      return false;
    }
  };
}
