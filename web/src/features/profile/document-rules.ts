import type { DocumentList_DocumentsFragment, ProfileForm_ProfileFragment } from '../../__generated__/graphql';

// The document review rules of docs/product.md#profile-and-documents 'Document review (profile)'.

type Documents = Pick<ProfileForm_ProfileFragment, 'taxDocuments' | 'expirationMessage'>;

/** Approved documents are locked: they cannot be deleted. */
export function canDeleteDocument(doc: Pick<DocumentList_DocumentsFragment, 'status'>): boolean {
  return doc.status !== 'APPROVED';
}

/**
 * An approved tax document disables the tax-exempt box and the tax upload, while it
 * applies: once it has expired (the expiration message asks for a new document) the
 * upload opens again.
 */
export function isTaxExemptionLocked(profile: Documents): boolean {
  return !profile.expirationMessage && profile.taxDocuments.some((doc) => doc.status === 'APPROVED');
}

/** An expiration message, when present, hides the statuses (and is shown instead). */
export function showsDocumentStatuses(profile: Pick<Documents, 'expirationMessage'>): boolean {
  return !profile.expirationMessage;
}

/**
 * A new tax file replaces the tax documents still under review or rejected; when one of
 * them is approved (an expired one) nothing can be deleted, and the new file joins it.
 */
export function taxDocumentsToReplace(profile: Documents, taxFile: File | null): DocumentList_DocumentsFragment[] {
  if (!taxFile || profile.taxDocuments.some((doc) => !canDeleteDocument(doc))) return [];
  return profile.taxDocuments;
}
