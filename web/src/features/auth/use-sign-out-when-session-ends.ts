import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { ConsoleSessionEndedDocument } from '../../__generated__/graphql';
import { clearSession, getToken } from '../../lib/session';

/** What the login page says to an operator whose open console was signed out by the server. */
export const SIGNED_OUT_MESSAGE = 'You were signed out: your session ended. Sign in again to go on.';

// graphql-ws does not retry a 4401 close (Unauthorized): the socket's subscriptions end
// with an error, which Apollo's GraphQLWsLink words "Socket closed with event 4401 …".
const SESSION_CLOSE = /\b4401\b/;

/** Whether a subscription's error is the gateway closing the socket because its session ended. */
export function isSessionClose(error: { message?: string } | null | undefined): boolean {
  return SESSION_CLOSE.test(error?.message ?? '');
}

/**
 * Holds the `sessionEnded` subscription while the console is open: when the session ends
 * (the account disabled, signed out elsewhere, the password changed), the gateway yields
 * the event and closes the socket with 4401. Either one signs the console out at once:
 * storage and the cache cleared, the router's sign-in check then shows the login page with
 * SIGNED_OUT_MESSAGE; no request has to fail first and nothing reloads.
 */
export function useSignOutWhenSessionEnds(): void {
  const client = useApolloClient();
  const done = useRef(false);
  const signOut = () => {
    // Logout (the console's own button) has already cleared the session: nothing to say.
    if (done.current || !getToken()) return;
    done.current = true;
    clearSession(SIGNED_OUT_MESSAGE);
    void client.clearStore().catch(() => undefined);
  };
  useSubscription(ConsoleSessionEndedDocument, {
    // Nothing on screen reads it: no re-render of the console for its answer.
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.sessionEnded) signOut();
    },
    onError: (error) => {
      if (isSessionClose(error)) signOut();
    },
  });
}
