import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';

// docs/product.md#messages: the server's message as a toast, success or error.
export function useRequestPasswordReset() {
  const [mutate] = useMutation(RequestPasswordResetDocument);
  const message = useMessage();

  return async function requestPasswordReset(email: string): Promise<void> {
    try {
      const result = await mutate({ variables: { email: email.trim() } });
      void message.success(result.data?.requestPasswordReset.message ?? '');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
}
