// antd's Input alone (not the family: TextArea, Password, OTP).
import { LockOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import { useField } from 'formik';
import { useId } from 'react';
import { FormField } from './form-field';
import { LocationFields } from './location-fields';
import { PhoneInput } from './phone-input';
import { TextInput } from './text-input';

interface ContactAddressFieldsProps {
  // The account's e-mail, read-only (docs/product.md#sign-up-profile-and-addresses: profile and billing form).
  showEmail?: boolean;
  // Company name and title, asked of Business customers (as at sign-up).
  showBusinessFields?: boolean;
}

// The person-and-address block the profile and the address forms share, on Formik fields
// firstName, lastName, email, phoneNumber, companyName, title, country, state, city,
// street and zipCode; each field's schema message shows under it once touched.
export function ContactAddressFields({ showEmail = false, showBusinessFields = false }: ContactAddressFieldsProps) {
  const [email] = useField<string>('email');
  const emailId = useId();

  return (
    <>
      <TextInput name="firstName" label="First Name" autoComplete="given-name" />
      <TextInput name="lastName" label="Last Name" autoComplete="family-name" />
      {showEmail && (
        <FormField label="Email" htmlFor={emailId}>
          {/* Filled and locked, so that it does not look like a field to type in (issue 40). */}
          <Input
            id={emailId}
            name="email"
            size="large"
            variant="filled"
            value={email.value ?? ''}
            readOnly
            aria-readonly
            suffix={<LockOutlined aria-hidden="true" />}
          />
        </FormField>
      )}
      <PhoneInput name="phoneNumber" label="Phone Number" />
      {showBusinessFields && (
        <>
          <TextInput name="companyName" label="Company Name" autoComplete="organization" />
          <TextInput name="title" label="Title" autoComplete="organization-title" />
        </>
      )}
      <LocationFields />
      <TextInput name="street" label="Street" autoComplete="street-address" />
      <TextInput name="zipCode" label="Zip Code" autoComplete="postal-code" inputMode="numeric" maxLength={10} />
    </>
  );
}
