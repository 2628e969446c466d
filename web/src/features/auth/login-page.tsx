import { Alert, Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { PasswordInput } from '../../components/password-input';
import { TextInput } from '../../components/text-input';
import { loginSchema, type LoginValues } from './login-schema';
import { useLogin } from './use-login';
import './auth.css';
import { paths } from '../../lib/paths';

// How long the server's message stays in the red alert (docs/product.md#screens, #messages).
export const LOGIN_ERROR_MS = 5000;

const initialValues: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const login = useLogin();
  // A new object per failure, so the same message twice restarts the 5 s timer.
  const [serverError, setServerError] = useState<{ message: string } | null>(null);

  useEffect(() => {
    if (!serverError) return;
    const timer = setTimeout(() => setServerError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [serverError]);

  const formik = useFormik<LoginValues>({
    initialValues,
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const outcome = await login(values);
      if (outcome.error) setServerError({ message: outcome.error });
    },
  });

  const busy = formik.isSubmitting;

  return (
    <AuthFrame title="Login">
      {serverError && <Alert className="auth-frame__alert" type="error" showIcon title={serverError.message} />}

      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <TextInput name="email" label="Email" type="email" autoComplete="email" />
          <PasswordInput name="password" label="Password" autoComplete="current-password" />

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
