import { Alert, Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { PasswordInput } from '../../components/password-input';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { useChangePassword } from './use-change-password';
import './change-password.css';

const initialValues: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

// The dashboard's 'Change Password' tab (docs/decisions.md "Changing a password while
// signed in"): the current password, the new one twice. After a change the fields are
// emptied (no password stays in the page) and this device stays signed in; the server
// signs the account's other devices out.
export function ChangePasswordPanel() {
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ChangePasswordValues>({
    initialValues,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const outcome = await changePassword(values);
      if (outcome.error) setServerError(outcome.error);
      else helpers.resetForm();
    },
  });

  return (
    <section className="change-password">
      <h2 id="change-password-title" className="change-password__title">
        Change Password
      </h2>
      {serverError && <Alert className="change-password__alert" type="error" showIcon title={serverError} />}
      <FormikProvider value={formik}>
        <form
          className="change-password__form"
          aria-labelledby="change-password-title"
          onSubmit={formik.handleSubmit}
          noValidate
        >
          <PasswordInput name="current_password" label="Current Password" autoComplete="current-password" />
          <PasswordInput name="new_password" label="New Password" />
          <PasswordInput name="confirm_password" label="Confirm Password" />
          <Button type="primary" htmlType="submit" size="large" loading={formik.isSubmitting}>
            Change Password
          </Button>
        </form>
      </FormikProvider>
    </section>
  );
}
