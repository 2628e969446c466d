import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import type { ChangePasswordValues } from './change-password-schema';

/** The server's message when the change failed; nothing when it succeeded. */
export type ChangeOutcome = { error?: string };

// Success and failure are the server's message as a toast (docs/product.md#messages); the
// form also keeps a failure's message above it until the next try.
export function useChangePassword() {
  const [mutate] = useMutation(ChangePasswordDocument);
  const message = useMessage();

  return async function changePassword(values: ChangePasswordValues): Promise<ChangeOutcome> {
    try {
      const result = await mutate({
        variables: {
          input: {
            currentPassword: values.current_password,
            newPassword: values.new_password,
            confirmPassword: values.confirm_password,
          },
        },
      });
      message.success(result.data?.changePassword.message ?? '');
      return {};
    } catch (error) {
      const text = errorMessage(error);
      message.error(text);
      return { error: text };
    }
  };
}
