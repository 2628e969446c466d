import type { DocumentList_DocumentsFragment } from '../../__generated__/graphql';
import {
  canDeleteDocument,
  isTaxExemptionLocked,
  showsDocumentStatuses,
  taxDocumentsToReplace,
} from './document-rules';

const doc = (status: DocumentList_DocumentsFragment['status'], id = '1'): DocumentList_DocumentsFragment => ({
  id,
  fileName: `doc-${id}.pdf`,
  mimeType: 'application/pdf',
  url: null,
  status,
  rejectionReason: status === 'REJECTED' ? 'Unreadable scan' : null,
  expiresAt: null,
});
const file = new File(['%PDF'], 'new.pdf', { type: 'application/pdf' });
const EXPIRED = 'Your tax exemption document expired on 01/31/2026. Please upload a new document.';

describe('document review rules (docs/product.md#profile-and-documents)', () => {
  it('locks approved documents against deletion; pending and rejected ones can go', () => {
    expect(canDeleteDocument(doc('APPROVED'))).toBe(false);
    expect(canDeleteDocument(doc('PENDING'))).toBe(true);
    expect(canDeleteDocument(doc('REJECTED'))).toBe(true);
  });

  it('an approved tax document locks tax exemption until it expires', () => {
    expect(isTaxExemptionLocked({ taxDocuments: [doc('APPROVED')], expirationMessage: null })).toBe(true);
    expect(isTaxExemptionLocked({ taxDocuments: [doc('PENDING')], expirationMessage: null })).toBe(false);
    expect(isTaxExemptionLocked({ taxDocuments: [doc('APPROVED')], expirationMessage: EXPIRED })).toBe(false);
  });

  it('an expiration message hides the statuses', () => {
    expect(showsDocumentStatuses({ expirationMessage: null })).toBe(true);
    expect(showsDocumentStatuses({ expirationMessage: EXPIRED })).toBe(false);
  });

  it('a new tax file replaces tax documents under review or rejected, never an approved one', () => {
    const pending = [doc('PENDING', '1'), doc('REJECTED', '2')];
    expect(taxDocumentsToReplace({ taxDocuments: pending, expirationMessage: null }, file)).toEqual(pending);
    expect(taxDocumentsToReplace({ taxDocuments: pending, expirationMessage: null }, null)).toEqual([]);
    expect(
      taxDocumentsToReplace(
        { taxDocuments: [doc('APPROVED', '3'), doc('PENDING', '4')], expirationMessage: EXPIRED },
        file,
      ),
    ).toEqual([]);
  });
});
