import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';

import { Link, useSearchParams } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { useVerifyEmail } from './use-verify-email';
import './verification-page.css';
import { LoadingState } from '../../components/loading-state';

export const VERIFIED = 'Congratulation! Your email has been verified!!';
export const NOT_VERIFIED = 'Ohh No... Your email not verified!!';
// Beyond the product rules: the link opened a second time (docs/decisions.md 'Sign-up and passwords').
export const ALREADY_VERIFIED = 'Your email is already verified!!';
export const CLOSE_WINDOW = 'You can close this window and return to the app.';
// Beyond the product rules too (issue 40): someone who opened the link in a browser signs in from here.
export const SIGN_IN = 'Sign in';

// /user/verify?token=... (docs/product.md#screens): spinner, then the success or the failure page.
export function VerificationPage() {
  const [searchParams] = useSearchParams();
  const state = useVerifyEmail(searchParams.get('token') ?? '');

  return (
    <AuthFrame title="Email verification">
      {state === 'loading' ? (
        <LoadingState label="Verifying your email" />
      ) : (
        <div className="verification" role="status">
          {state !== 'not-verified' ? (
            <CheckCircleFilled className="verification__icon verification__icon--ok" aria-hidden="true" />
          ) : (
            <CloseCircleFilled className="verification__icon verification__icon--failed" aria-hidden="true" />
          )}
          <h2 className="verification__title">
            {state === 'verified' ? VERIFIED : state === 'already-verified' ? ALREADY_VERIFIED : NOT_VERIFIED}
          </h2>
          <p className="verification__text">{CLOSE_WINDOW}</p>
          {state !== 'not-verified' && (
            <Link className="verification__sign-in" to="/login">
              {SIGN_IN}
            </Link>
          )}
        </div>
      )}
    </AuthFrame>
  );
}
