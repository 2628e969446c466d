import { Alert, Button, Checkbox, Form } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useId } from 'react';
import type { DocumentList_DocumentsFragment, ProfileForm_ProfileFragment } from '../../__generated__/graphql';
import { DocumentPicker } from '../../components/document-picker';
import { ContactAddressFields } from '../../components/contact-address-fields';
import { DocumentList } from './document-list';
import {
  canDeleteDocument,
  isTaxExemptionLocked,
  showsDocumentStatuses,
  taxDocumentsToReplace,
} from './document-rules';
import { profileSchema } from './profile-schema';
import { profileValuesOf, type ProfileValues } from './profile-values';
import './profile.css';

interface ProfileFormProps {
  profile: ProfileForm_ProfileFragment;
  // Saves; true when everything was saved.
  onSave: (values: ProfileValues) => Promise<boolean>;
}

// The profile form (docs/product.md#screens, #sign-up-profile-and-addresses): names, read-only e-mail, phone, the billing address, and
// for Business customers company, title, tax exemption and documents (docs/product.md#roles).
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const id = useId();
  const business = profile.customerType === 'BUSINESS';
  const taxLocked = isTaxExemptionLocked(profile);
  const showStatuses = showsDocumentStatuses(profile);

  const formik = useFormik<ProfileValues>({
    initialValues: profileValuesOf(profile),
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      await onSave(values);
    },
  });
  const { values } = formik;

  // Documents marked for deletion, or about to be replaced by a new tax file, leave the list.
  const keptTaxDocuments = values.deleteTaxDocument ? [] : profile.taxDocuments;
  const replaced = new Set(
    taxDocumentsToReplace(profile, values.isTaxExempt ? (values.taxFiles[0] ?? null) : null).map((d) => d.id),
  );
  const taxDocuments = keptTaxDocuments.filter((doc) => !replaced.has(doc.id));
  const otherDocuments = profile.otherDocuments.filter((doc) => !values.deleteOtherDocumentIds.includes(doc.id));
  // A new tax file takes the place of the kept tax documents when none is approved.
  const replaceable = keptTaxDocuments.length > 0 && keptTaxDocuments.every(canDeleteDocument);
  // Every tax document goes with one deletion (the API's delete_tax_doc).
  const deleteTaxDocuments = () => {
    void formik.setFieldValue('deleteTaxDocument', true);
    void formik.setFieldValue('hasTaxDocument', false);
  };
  const deleteOtherDocument = (doc: DocumentList_DocumentsFragment) =>
    void formik.setFieldValue('deleteOtherDocumentIds', [...values.deleteOtherDocumentIds, doc.id]);

  return (
    <FormikProvider value={formik}>
      <form className="profile-form" onSubmit={formik.handleSubmit} noValidate aria-label="Profile Information">
        <Form component={false} layout="vertical" requiredMark={false}>
          <div className="profile-form__grid">
            <ContactAddressFields showEmail showBusinessFields={business} />
          </div>

          {business && (
            <section className="profile-documents" aria-labelledby={`${id}-documents`}>
              <h3 id={`${id}-documents`} className="profile-documents__title">
                Tax exemption and documents
              </h3>
              {profile.expirationMessage && (
                <Alert
                  className="profile-documents__expired"
                  type="warning"
                  showIcon
                  title={profile.expirationMessage}
                />
              )}
              <Checkbox
                checked={values.isTaxExempt}
                disabled={taxLocked}
                onChange={(event) => void formik.setFieldValue('isTaxExempt', event.target.checked)}
              >
                Tax Exempt
              </Checkbox>

              <div className="profile-documents__group">
                <h4 className="profile-documents__heading">Tax exemption document</h4>
                <DocumentList
                  documents={taxDocuments}
                  showStatuses={showStatuses}
                  onDelete={taxLocked ? undefined : deleteTaxDocuments}
                />
                {taxDocuments.length === 0 && !values.isTaxExempt && (
                  <p className="profile-documents__none">No tax document</p>
                )}
                {values.isTaxExempt && (
                  <DocumentPicker
                    name="taxFiles"
                    action={replaceable ? 'Replace tax document' : 'Upload tax document'}
                    disabled={taxLocked}
                  />
                )}
              </div>

              <div className="profile-documents__group">
                <h4 className="profile-documents__heading">Other documents</h4>
                <DocumentList documents={otherDocuments} showStatuses={showStatuses} onDelete={deleteOtherDocument} />
                {values.isTaxExempt && <DocumentPicker name="otherFiles" action="Upload other documents" multiple />}
                {otherDocuments.length === 0 && !values.isTaxExempt && (
                  <p className="profile-documents__none">No other documents</p>
                )}
              </div>
            </section>
          )}
        </Form>
        <div className="profile-form__actions">
          <Button type="primary" htmlType="submit" size="large" loading={formik.isSubmitting}>
            Update Profile
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
