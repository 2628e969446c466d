import { Alert, Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ResetLinkValidDocument } from '../../__generated__/graphql';
import { AuthFrame } from '../../components/auth-frame';
import { PasswordInput } from '../../components/password-input';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';
import { useResetPassword } from './use-reset-password';
import './password-pages.css';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../lib/paths';

// How long a failure's message stays in the red alert above the form (docs/product.md#messages).
export const RESET_ERROR_MS = 3000;

export const LINK_EXPIRED = 'Your link has been expired';

const initialValues: ResetPasswordValues = { new_password: '', confirm_password: '' };

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_token') ?? '';
  // The link is checked once; a network error or any answer but true reads as expired.
  const check = useQuery(ResetLinkValidDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const checking = Boolean(token) && check.loading;
  const valid = Boolean(token) && check.data?.resetLinkValid === true;

  return (
    <AuthFrame title="Reset Password">
      {checking ? (
        <LoadingState label="Checking your link" />
      ) : valid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="password-pages__status">
          <p className="password-pages__expired">{LINK_EXPIRED}</p>
        </div>
      )}
      <p className="auth-frame__switch">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthFrame>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword(token);
  // A new object per failure, so the same message twice restarts the 3 s timer.
  const [serverError, setServerError] = useState<{ message: string } | null>(null);
  const formik = useFormik<ResetPasswordValues>({
    initialValues,
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const outcome = await resetPassword(values);
      if (outcome.error) setServerError({ message: outcome.error });
    },
  });

  useEffect(() => {
    if (!serverError) return;
    const timer = setTimeout(() => setServerError(null), RESET_ERROR_MS);
    return () => clearTimeout(timer);
  }, [serverError]);

  return (
    <>
      {serverError && <Alert className="auth-frame__alert" type="error" showIcon title={serverError.message} />}
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <PasswordInput name="new_password" label="New Password" />
          <PasswordInput name="confirm_password" label="Confirm New Password" />
          <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
            Submit
          </Button>
        </form>
      </FormikProvider>
    </>
  );
}
