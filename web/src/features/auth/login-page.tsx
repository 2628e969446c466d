import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../lib/brand-logo';
import { loginSchema, type LoginValues } from './login-schema';
import { useLogin } from './use-login';
import './auth.css';

// How long the server's message stays in the red alert (spec §4, §8).
export const LOGIN_ERROR_MS = 5000;

const initialValues: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const login = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);
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

  const fieldError = (name: keyof LoginValues) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  const busy = formik.isSubmitting;

  return (
    <main className="auth-page">
      <div className="auth-card">
        <Link to="/" className="auth-card__logo" aria-label="GroupBuy home">
          <BrandLogo />
        </Link>
        <h1 className="auth-card__title">Login</h1>

        {serverError && <Alert className="auth-card__alert" type="error" showIcon title={serverError.message} />}

        <form onSubmit={formik.handleSubmit} noValidate>
          <Form component={false} layout="vertical" requiredMark={false}>
            <Form.Item
              label="Email"
              htmlFor="login-email"
              validateStatus={fieldError('email') ? 'error' : undefined}
              help={fieldError('email')}
            >
              <Input
                id="login-email"
                name="email"
                type="email"
                size="large"
                autoComplete="email"
                value={formik.values.email}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={Boolean(fieldError('email'))}
              />
            </Form.Item>

            <Form.Item
              label="Password"
              htmlFor="login-password"
              validateStatus={fieldError('password') ? 'error' : undefined}
              help={fieldError('password')}
            >
              <Input
                id="login-password"
                name="password"
                type={passwordVisible ? 'text' : 'password'}
                size="large"
                autoComplete="current-password"
                value={formik.values.password}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={Boolean(fieldError('password'))}
                suffix={
                  // A real button (keyboard, screen readers). Its name avoids the word
                  // "password" so a label lookup for 'Password' finds only the field.
                  <button
                    type="button"
                    className="auth-card__reveal"
                    aria-label="Show"
                    aria-pressed={passwordVisible}
                    aria-controls="login-password"
                    onClick={() => setPasswordVisible((visible) => !visible)}
                  >
                    {passwordVisible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                  </button>
                }
              />
            </Form.Item>
          </Form>

          <div className="auth-card__forgot">
            <Link to="/forgot-password">Forgot Password</Link>
          </div>

          <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
            {busy ? 'Loading..' : 'Login'}
          </Button>
        </form>

        <p className="auth-card__switch">
          Doesn&apos;t have an account yet? <Link to="/register">Register</Link>
        </p>
      </div>
    </main>
  );
}
