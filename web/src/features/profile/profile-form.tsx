import { Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { lazy, Suspense } from 'react';
import type { ProfileForm_ProfileFragment } from '../../__generated__/graphql';
import { ContactAddressFields } from '../../components/contact-address-fields';
import { LoadingState } from '../../components/loading-state';
import { lazySchemaValidation } from '../../lib/validation/lazy-schema';
import { profileValuesOf, type ProfileValues } from './profile-values';
import './profile.css';

// Both load with what needs them: the rules with the first validation, the documents with
// a Business customer's profile (docs/decisions.md "Shop pages on a phone").
const validateProfile = lazySchemaValidation<ProfileValues>(() =>
  import('./profile-schema').then((module) => module.profileSchema),
);
const ProfileDocuments = lazy(() =>
  import('./profile-documents').then((module) => ({ default: module.ProfileDocuments })),
);

interface ProfileFormProps {
  profile: ProfileForm_ProfileFragment;
  // Saves; true when everything was saved.
  onSave: (values: ProfileValues) => Promise<boolean>;
}

// The profile form (docs/product.md#screens, #sign-up-profile-and-addresses): names, read-only e-mail, phone, the billing address, and
// for Business customers company, title, tax exemption and documents (docs/product.md#roles).
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const business = profile.customerType === 'BUSINESS';
  const formik = useFormik<ProfileValues>({
    initialValues: profileValuesOf(profile),
    validate: validateProfile,
    onSubmit: async (values) => {
      await onSave(values);
    },
  });

  return (
    <FormikProvider value={formik}>
      <form className="profile-form" onSubmit={formik.handleSubmit} noValidate aria-label="Profile Information">
        <div className="profile-form__grid">
          <ContactAddressFields showEmail showBusinessFields={business} />
        </div>

        {business && (
          <Suspense fallback={<LoadingState label="Loading documents" />}>
            <ProfileDocuments profile={profile} />
          </Suspense>
        )}
        <div className="profile-form__actions">
          <Button type="primary" htmlType="submit" size="large" loading={formik.isSubmitting}>
            Update Profile
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
