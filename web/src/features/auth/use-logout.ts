import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../__generated__/graphql';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';

/**
 * Logout: the server ends the session first, then the browser forgets everything it
 * stored and cached (docs/product.md#accounts-and-sessions) and goes to '/'. The shopper
 * is signed out here even when the server cannot be reached: the session then simply
 * runs out at its expiry.
 */
export function useLogout() {
  const [endSession] = useMutation(LogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  return async function logout(): Promise<void> {
    await endSession().catch(() => undefined);
    clearSession();
    await client.clearStore();
    await navigate(paths.home);
  };
}
