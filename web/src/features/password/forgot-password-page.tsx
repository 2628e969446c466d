import { Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { TextInput } from '../../components/text-input';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';
import { useRequestPasswordReset } from './use-request-password-reset';
import './password-pages.css';
import { paths } from '../../lib/paths';

const initialValues: ForgotPasswordValues = { email: '' };

export function ForgotPasswordPage() {
  const requestPasswordReset = useRequestPasswordReset();
  const formik = useFormik<ForgotPasswordValues>({
    initialValues,
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, { resetForm }) => {
      await requestPasswordReset(values.email);
      // docs/product.md#messages: whatever the answer, the form resets.
      resetForm();
    },
  });

  return (
    <AuthFrame title="Forgot Password">
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <TextInput name="email" label="Email" type="email" autoComplete="email" />
          <Button type="primary" htmlType="submit" size="large" block disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Loading..' : 'Submit'}
          </Button>
        </form>
      </FormikProvider>
      <p className="auth-frame__switch">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthFrame>
  );
}
