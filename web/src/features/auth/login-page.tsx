import { Alert, Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { PasswordInput } from '../../components/password-input';
import { TextInput } from '../../components/text-input';
import { loginSchema, loginWithCodeSchema, type LoginValues } from './login-schema';
import { useLogin } from './use-login';
import './auth.css';
import { paths } from '../../lib/paths';
import { forgetSignedOutMessage, signedOutMessage } from '../../lib/session';

// How long the server's message stays in the red alert (docs/product.md#screens, #messages).
export const LOGIN_ERROR_MS = 5000;

type LoginFormValues = LoginValues & { totpCode: string };

const initialValues: LoginFormValues = { email: '', password: '', totpCode: '' };

export function LoginPage() {
  const login = useLogin();
  // Why an open console sent the operator here (the server ended their session), said once.
  const [signedOut] = useState(signedOutMessage);
  useEffect(forgetSignedOutMessage, []);
  // A new object per failure, so the same message twice restarts the 5 s timer.
  const [serverError, setServerError] = useState<{ message: string } | null>(null);
  // A staff member with two-step sign-in: the server asked for their one-time code.
  const [codeAsked, setCodeAsked] = useState(false);

  useEffect(() => {
    if (!serverError) return;
    const timer = setTimeout(() => setServerError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [serverError]);

  const formik = useFormik<LoginFormValues>({
    initialValues,
    validationSchema: codeAsked ? loginWithCodeSchema : loginSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const outcome = await login(codeAsked ? values : { email: values.email, password: values.password });
      if (outcome.totpRequired) setCodeAsked(true);
      if (outcome.error) setServerError({ message: outcome.error });
    },
  });

  const busy = formik.isSubmitting;

  return (
    <AuthFrame title="Login">
      {signedOut && !serverError && <Alert className="auth-frame__alert" type="info" showIcon title={signedOut} />}
      {serverError && <Alert className="auth-frame__alert" type="error" showIcon title={serverError.message} />}

      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <TextInput name="email" label="Email" type="email" autoComplete="email" />
          <PasswordInput name="password" label="Password" autoComplete="current-password" />
          {codeAsked && (
            <>
              <p className="login-page__code-hint" role="status">
                Two-step sign-in is on for this account: enter the code your authenticator app shows now.
              </p>
              <TextInput
                name="totpCode"
                label="One-time code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </>
          )}

          <div className="login-page__forgot">
            <Link to={paths.forgotPassword}>Forgot Password</Link>
          </div>

          <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
            {busy ? 'Loading..' : 'Login'}
          </Button>
        </form>
      </FormikProvider>

      <p className="auth-frame__switch">
        Doesn&apos;t have an account yet? <Link to={paths.register}>Register</Link>
      </p>
    </AuthFrame>
  );
}
