import { useEffect, useRef, useState } from 'react';
import { useVerifyEmailMutation } from '../../__generated__/graphql';

export type VerificationState = 'loading' | 'verified' | 'not-verified';

// Spec §4: loading, then verified or not verified. The token is single use, so it is sent
// once per page even when React runs the effect twice (StrictMode) or the page re-renders.
export function useVerifyEmail(token: string): VerificationState {
  const [mutate] = useVerifyEmailMutation();
  const [state, setState] = useState<VerificationState>(token ? 'loading' : 'not-verified');
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ variables: { token } })
      .then(() => setState('verified'))
      .catch(() => setState('not-verified'));
  }, [mutate, token]);

  return state;
}
