import { Button, Checkbox, Radio } from 'antd';
import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../../components/auth-frame';
import { DocumentPicker } from '../../components/document-picker';
import { FormField } from '../../components/form-field';
import { LocationFields } from '../../components/location-fields';
import { PasswordInput } from '../../components/password-input';
import { PhoneInput } from '../../components/phone-input';
import { TextInput } from '../../components/text-input';
import { UploadProgress } from '../../components/upload-progress';
import type { UploadProgress as Bytes } from '../../lib/file-upload';
import { signupInitialValues, signupSchema, type SignupValues } from './signup-schema';
import { useSignUp } from './use-sign-up';
import './signup-page.css';
import { paths } from '../../lib/paths';

export const ADDRESS_NOTE =
  'This address becomes both your billing and your shipping address at first. You can change them later in your profile.';

export function SignupPage() {
  const [uploading, setUploading] = useState<Bytes | null>(null);
  const signUp = useSignUp(setUploading);
  const formik = useFormik<SignupValues>({
    initialValues: signupInitialValues,
    validationSchema: signupSchema,
    onSubmit: async (values, { resetForm }) => {
      const outcome = await signUp(values);
      // A refused sign-up (docs/product.md#sign-up) toasts the server's message and clears
      // the passwords; what else was typed stays, so the shopper fixes only what was wrong.
      if (!outcome.ok) resetForm({ values: { ...values, password: '', confirmPassword: '' } });
    },
  });

  return (
    <AuthFrame title="Create account" wide>
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <SignupFields />
        </form>
        <UploadProgress progress={uploading} />
      </FormikProvider>
      <p className="auth-frame__switch">
        Already have an account <Link to={paths.login}>Login</Link>
      </p>
    </AuthFrame>
  );
}

function SignupFields() {
  const { values, setFieldValue, isSubmitting, submitCount, isValid } = useFormikContext<SignupValues>();
  const business = values.customer_type === 'Business';
  const lastFocusedSubmit = useRef(0);

  // After a refused submit, take the shopper to the first field in error (on a phone the
  // button is far below most fields).
  useEffect(() => {
    if (submitCount === lastFocusedSubmit.current || isValid || isSubmitting) return;
    lastFocusedSubmit.current = submitCount;
    document.querySelector<HTMLElement>('.signup-form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);

  return (
    <div className="signup-form">
      <FormField label="Customer Type">
        <Radio.Group
          aria-label="Customer Type"
          value={values.customer_type}
          onChange={(event) => void setFieldValue('customer_type', event.target.value)}
          options={[
            { value: 'Individual', label: 'Individual' },
            { value: 'Business', label: 'Business' },
          ]}
        />
      </FormField>

      <div className="signup-form__grid">
        {business && (
          <>
            <TextInput name="company_name" label="Company Name" autoComplete="organization" maxLength={255} />
            <TextInput name="title" label="Title" autoComplete="organization-title" maxLength={255} />
          </>
        )}
        <TextInput name="first_name" label="First Name" autoComplete="given-name" maxLength={100} />
        <TextInput name="last_name" label="Last Name" autoComplete="family-name" maxLength={100} />
        <PhoneInput name="phone_number" label="Phone Number" />
        <TextInput name="email" label="Email" type="email" autoComplete="email" />
        <LocationFields />
        <TextInput name="street" label="Street" autoComplete="street-address" maxLength={255} />
        <TextInput name="zip_code" label="Zip Code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        <p className="signup-form__note signup-form__full">{ADDRESS_NOTE}</p>
        <PasswordInput name="password" label="Password" />
        <PasswordInput name="confirmPassword" label="Confirm Password" />
      </div>

      {business && (
        <div className="signup-form__tax">
          <Checkbox
            checked={values.is_tax_exempt}
            onChange={(event) => void setFieldValue('is_tax_exempt', event.target.checked)}
          >
            Tax Exempt
          </Checkbox>
        </div>
      )}
      {business && values.is_tax_exempt && (
        <div className="signup-form__grid">
          <DocumentPicker name="tax_exempt_doc" label="Tax Exempt Document" action="Choose file" />
          <DocumentPicker name="other_docs" label="Other Documents" action="Choose files" multiple />
        </div>
      )}

      <Button type="primary" htmlType="submit" size="large" block disabled={isSubmitting}>
        {isSubmitting ? 'Please Wait...' : 'Submit'}
      </Button>
    </div>
  );
}
