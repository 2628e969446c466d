import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { EndCustomerSessionsDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The sessions could not be ended. Please try again.';

// Ends a customer's sessions and shows the server's message; the answer's customer
// updates their sessions in the cache by id. Answers whether it worked.
export function useEndCustomerSessions() {
  const message = useMessage();
  const [mutate] = useMutation(EndCustomerSessionsDocument);

  return async function endSessions(id: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { id } });
      void message.success(data?.admin.endCustomerSessions.message ?? 'Sessions ended');
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  };
}
