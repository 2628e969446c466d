import type { ProfileForm_ProfileFragment, ProfileInput } from '../../__generated__/graphql';
import { contactAddressInput, type ContactAddressValues } from '../../components/contact-address-values';
import { cityValue } from '../../components/location-fields';
import { documentInputOf } from '../../lib/file-upload';
import { taxDocumentsToReplace } from './document-rules';

// The profile form's values: the profile's fields, the billing address, and what the
// customer did to the documents (files picked, documents marked for deletion).
export interface ProfileValues extends ContactAddressValues {
  email: string;
  title: string;
  companyName: string;
  isTaxExempt: boolean;
  hasTaxDocument: boolean;
  // The picker's list; a new tax document is its one file.
  taxFiles: File[];
  otherFiles: File[];
  deleteTaxDocument: boolean;
  deleteOtherDocumentIds: string[];
}

export function profileValuesOf(profile: ProfileForm_ProfileFragment): ProfileValues {
  const address = profile.billingAddress;
  const state = address?.state ?? '';
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    title: profile.title,
    companyName: profile.companyName,
    // The default country (docs/product.md#constants-and-limits) when the account has no billing address yet.
    country: address?.country || 'United States',
    state,
    city: cityValue(state, address?.city ?? ''),
    street: address?.street ?? '',
    zipCode: address?.zipCode ?? '',
    isTaxExempt: profile.isTaxExempt,
    hasTaxDocument: profile.taxDocuments.length > 0,
    taxFiles: [],
    otherFiles: [],
    deleteTaxDocument: false,
    deleteOtherDocumentIds: [],
  };
}

// The update's input. Tax exemption and documents are a Business matter (docs/product.md#roles), so an
// individual's update leaves them out, and title and company with them.
export function profileInputOf(values: ProfileValues, profile: ProfileForm_ProfileFragment): ProfileInput {
  const person: ProfileInput = contactAddressInput(values);
  if (profile.customerType !== 'BUSINESS') return person;

  const taxFile = values.isTaxExempt ? (values.taxFiles[0] ?? null) : null;
  const deleteTaxDocument = values.deleteTaxDocument || taxDocumentsToReplace(profile, taxFile).length > 0;
  return {
    ...person,
    title: values.title.trim(),
    companyName: values.companyName.trim(),
    isTaxExempt: values.isTaxExempt,
    ...(taxFile ? { newTaxDocument: documentInputOf(taxFile) } : {}),
    ...(values.isTaxExempt && values.otherFiles.length > 0
      ? { newOtherDocuments: values.otherFiles.map(documentInputOf) }
      : {}),
    ...(deleteTaxDocument ? { deleteTaxDocument: true } : {}),
    ...(values.deleteOtherDocumentIds.length > 0 ? { deleteOtherDocumentIds: values.deleteOtherDocumentIds } : {}),
  };
}
