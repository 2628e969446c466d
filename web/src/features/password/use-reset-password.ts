import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { ResetPasswordDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { lastingMessage } from '../../lib/lasting-message';
import type { ResetPasswordValues } from './reset-password-schema';
import { paths } from '../../lib/paths';
import { useMessage } from '../../lib/message';

interface ResetOutcome {
  // The server's message when the reset failed.
  error?: string;
}

// docs/product.md#screens, #messages: success shows the server's message and goes to '/'; a failure's message is
// also a toast (the page shows it in its red alert too).
export function useResetPassword(token: string) {
  const [mutate] = useMutation(ResetPasswordDocument);
  const message = useMessage();
  const navigate = useNavigate();

  return async function resetPassword(values: ResetPasswordValues): Promise<ResetOutcome> {
    let answer: string;
    try {
      const result = await mutate({
        variables: { token, newPassword: values.new_password, confirmPassword: values.confirm_password },
      });
      answer = result.data?.resetPassword.message ?? '';
    } catch (error) {
      const text = errorMessage(error);
      void message.error(text);
      return { error: text };
    }
    // '/' is another route (the landing page for a visitor): the toast must outlive this page.
    lastingMessage.success(answer);
    await navigate(paths.home);
    return {};
  };
}
