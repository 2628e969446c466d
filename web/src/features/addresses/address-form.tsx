import { Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { ContactAddressFields } from '../../components/contact-address-fields';
import type { AddressFormValues } from './address-values';
import './addresses.css';

interface AddressFormProps {
  // The form's accessible name, e.g. 'Edit Billing Address'.
  label: string;
  initialValues: AddressFormValues;
  validationSchema: AnyObjectSchema;
  // Saves; true on success. After a failure the form goes back to its initial values
  // (docs/product.md#messages 'Shipping address failure: message, form resets').
  onSave: (values: AddressFormValues) => Promise<boolean>;
  // The account's e-mail, read-only (docs/product.md#sign-up-profile-and-addresses: in the billing form).
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

  return (
    <FormikProvider value={formik}>
      <form className="address-form" onSubmit={formik.handleSubmit} noValidate aria-label={label}>
        <div className="address-form__grid">
          <ContactAddressFields showEmail={showEmail} showBusinessFields={showBusinessFields} />
        </div>
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
