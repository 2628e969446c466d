import { Alert, Checkbox } from 'antd';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import type { DocumentList_DocumentsFragment, ProfileForm_ProfileFragment } from '../../__generated__/graphql';
import { DocumentPicker } from '../../components/document-picker';
import { DocumentList } from './document-list';
import {
  canDeleteDocument,
  isTaxExemptionLocked,
  showsDocumentStatuses,
  taxDocumentsToReplace,
} from './document-rules';
import type { ProfileValues } from './profile-values';

// A Business customer's tax exemption and documents, inside the profile form's Formik
// (docs/product.md#roles). Its own chunk: an Individual's profile never loads the
// documents' statuses, tooltips and pickers.
export function ProfileDocuments({ profile }: { profile: ProfileForm_ProfileFragment }) {
  const id = useId();
  const { values, setFieldValue } = useFormikContext<ProfileValues>();
  const taxLocked = isTaxExemptionLocked(profile);
  const showStatuses = showsDocumentStatuses(profile);

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
    void setFieldValue('deleteTaxDocument', true);
    void setFieldValue('hasTaxDocument', false);
  };
  const deleteOtherDocument = (doc: DocumentList_DocumentsFragment) =>
    void setFieldValue('deleteOtherDocumentIds', [...values.deleteOtherDocumentIds, doc.id]);

  return (
    <section className="profile-documents" aria-labelledby={`${id}-documents`}>
      <h3 id={`${id}-documents`} className="profile-documents__title">
        Tax exemption and documents
      </h3>
      {profile.expirationMessage && (
        <Alert className="profile-documents__expired" type="warning" showIcon title={profile.expirationMessage} />
      )}
      <Checkbox
        checked={values.isTaxExempt}
        disabled={taxLocked}
        onChange={(event) => void setFieldValue('isTaxExempt', event.target.checked)}
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
        {taxDocuments.length === 0 && !values.isTaxExempt && <p className="profile-documents__none">No tax document</p>}
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
  );
}
