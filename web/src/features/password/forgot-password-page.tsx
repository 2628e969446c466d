import { Button, Form } from 'antd';
import { Formik } from 'formik';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { TextInput } from '../../components/text-input';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';
import { useRequestPasswordReset } from './use-request-password-reset';
import './password-pages.css';

const initialValues: ForgotPasswordValues = { email: '' };

export function ForgotPasswordPage() {
  const requestPasswordReset = useRequestPasswordReset();

  return (
    <AuthFrame title="Forgot Password">
      <Formik<ForgotPasswordValues>
        initialValues={initialValues}
        validationSchema={forgotPasswordSchema}
        onSubmit={async (values, { resetForm }) => {
          await requestPasswordReset(values.email);
          // Spec §8: whatever the answer, the form resets.
          resetForm();
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Form component={false} layout="vertical" requiredMark={false}>
              <TextInput name="email" label="Email" type="email" autoComplete="email" />
            </Form>
            <Button type="primary" htmlType="submit" size="large" block disabled={isSubmitting}>
              {isSubmitting ? 'Loading..' : 'Submit'}
            </Button>
          </form>
        )}
      </Formik>
      <p className="auth-frame__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthFrame>
  );
}
