import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LoginDocument, type LoginMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { saveSession, type Session } from '../../lib/session';
import type { LoginValues } from './login-schema';
import { paths } from '../../lib/paths';

interface LoginOutcome {
  // The server's message when the login failed; absent when it succeeded or when the answer
  // simply carried no token (docs/product.md#screens: that only ends loading, with no message).
  error?: string;
  // A staff member who signs in with a one-time code and sent none: the form asks for it.
  totpRequired?: boolean;
}

/** The reason a refused login gives in `extensions.reason` (TOTP_REQUIRED, TOTP_INVALID, STAFF_DISABLED). */
function refusalReason(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

// Signs in: on success stores the session (docs/product.md#accounts-and-sessions) and goes to '/' whatever the role.
export function useLogin() {
  const [mutate] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  // `totpCode`: the staff member's one-time code, sent only once the server asked for it.
  return async function login(values: LoginValues & { totpCode?: string }): Promise<LoginOutcome> {
    let answer: LoginMutation['login'] | undefined;
    const code = values.totpCode?.trim();
    try {
      const result = await mutate({
        variables: { email: values.email.trim(), password: values.password, ...(code ? { totpCode: code } : {}) },
      });
      answer = result.data?.login;
    } catch (error) {
      if (refusalReason(error) === 'TOTP_REQUIRED') return { totpRequired: true };
      return { error: errorMessage(error) };
    }
    if (!answer?.token) return {};

    // Nothing cached for an earlier visitor may leak into the new session.
    await client.clearStore();
    saveSession(toSession(answer));
    await navigate(paths.home);
    return {};
  };
}

function toSession(answer: LoginMutation['login']): Session {
  const { user } = answer;
  return {
    token: answer.token,
    role: answer.role,
    zipCode: answer.zipCode,
    user: {
      customer_id: user.customerId,
      first_name: user.firstName,
      last_name: user.lastName,
      name: user.name,
      email: user.email,
      company_name: user.companyName,
      title: user.title,
      phone_number: user.phoneNumber,
      customer_type: user.customerType === 'BUSINESS' ? 'Business' : 'Individual',
    },
  };
}
