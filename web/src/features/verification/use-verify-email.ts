import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { VerifyEmailDocument } from '../../__generated__/graphql';

type VerificationState = 'loading' | 'verified' | 'already-verified' | 'not-verified';

// The API's answer when the same link is opened again after it verified the address
// (docs/rest-api.md, PUT user/verify): a success, not the failure page.
export const ALREADY_VERIFIED_ANSWER = 'Your email address is already verified.';

// docs/product.md#screens: loading, then verified or not verified. The token is single use, so it is sent
// once per page even when React runs the effect twice (StrictMode) or the page re-renders.
export function useVerifyEmail(token: string): VerificationState {
  const [mutate] = useMutation(VerifyEmailDocument);
  const [state, setState] = useState<VerificationState>(token ? 'loading' : 'not-verified');
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ variables: { token } })
      .then(({ data }) =>
        setState(data?.verifyEmail.message === ALREADY_VERIFIED_ANSWER ? 'already-verified' : 'verified'),
      )
      .catch(() => setState('not-verified'));
  }, [mutate, token]);

  return state;
}
