import { Button, Form, Input } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useId } from 'react';
import type { AnyObjectSchema } from 'yup';
import { LocationFields } from '../../components/location-fields';
import { PhoneInput } from '../../components/phone-input';
import type { AddressFormValues } from './address-values';
import './addresses.css';

type TextField = 'firstName' | 'lastName' | 'companyName' | 'title' | 'street' | 'zipCode';

interface AddressFormProps {
  // The form's accessible name, e.g. 'Edit Billing Address'.
  label: string;
  initialValues: AddressFormValues;
  validationSchema: AnyObjectSchema;
  // Saves; true on success. After a failure the form goes back to its initial values
  // (spec §8 'Shipping address failure: message, form resets').
  onSave: (values: AddressFormValues) => Promise<boolean>;
  // The account's e-mail, read-only (spec §3: in the billing form).
  showEmail?: boolean;
  // Company name and title, as sign-up asks them of Business customers only.
  showBusinessFields?: boolean;
  // A modal's Cancel; pages have none.
  onCancel?: () => void;
}

// The one address form of the billing and shipping modals and pages: names, phone,
// country/state/city pickers, street and ZIP, with a working Submit.
export function AddressForm({
  label,
  initialValues,
  validationSchema,
  onSave,
  showEmail = false,
  showBusinessFields = false,
  onCancel,
}: AddressFormProps) {
  const id = useId();
  const formik = useFormik<AddressFormValues>({
    initialValues,
    validationSchema,
    // A saved address comes back through the cache: show it as the new starting point.
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const saved = await onSave(values);
      if (!saved) helpers.resetForm();
    },
  });

  const fieldError = (name: TextField) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  const text = (name: TextField, fieldLabel: string, props: Record<string, unknown> = {}) => {
    const error = fieldError(name);
    return (
      <Form.Item label={fieldLabel} htmlFor={`${id}-${name}`} validateStatus={error ? 'error' : undefined} help={error}>
        <Input
          id={`${id}-${name}`}
          name={name}
          size="large"
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={Boolean(error)}
          {...props}
        />
      </Form.Item>
    );
  };

  return (
    <FormikProvider value={formik}>
      <form className="address-form" onSubmit={formik.handleSubmit} noValidate aria-label={label}>
        <Form component={false} layout="vertical" requiredMark={false}>
          <div className="address-form__grid">
            {text('firstName', 'First Name', { autoComplete: 'given-name' })}
            {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
            {showEmail && (
              <Form.Item label="Email" htmlFor={`${id}-email`}>
                <Input id={`${id}-email`} name="email" size="large" value={formik.values.email} readOnly />
              </Form.Item>
            )}
            <PhoneInput name="phoneNumber" label="Phone Number" />
            {showBusinessFields && (
              <>
                {text('companyName', 'Company Name', { autoComplete: 'organization' })}
                {text('title', 'Title', { autoComplete: 'organization-title' })}
              </>
            )}
            <LocationFields />
            {text('street', 'Street', { autoComplete: 'street-address' })}
            {text('zipCode', 'Zip Code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
          </div>
        </Form>
        <div className="address-form__actions">
          {onCancel && (
            <Button size="large" onClick={onCancel} disabled={formik.isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="primary" htmlType="submit" size="large" loading={formik.isSubmitting}>
            Submit
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
