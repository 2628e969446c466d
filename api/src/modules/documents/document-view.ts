import type { CustomerDocument } from '../../db/types';
import type { UploadSigner } from './upload-signing';

// How a customer's documents appear in the profile.

// Download links in a profile stay valid for an hour: long enough to open them from the
// page, short enough that a copied link soon stops working.
const DOC_URL_TTL_SECONDS = 3600;

export type DocumentView = {
  doc_id: number;
  doc_filename: string;
  mime_type: string;
  /** A signed GET URL, or null while the file has not been uploaded. */
  docUrl: string | null;
  is_verified: boolean;
  is_rejected: boolean;
  reason: string | null;
  expires_at: string | null;
};

export function documentViewOf(doc: CustomerDocument, signer: UploadSigner, now: Date): DocumentView {
  return {
    doc_id: doc.id,
    doc_filename: doc.file_name,
    mime_type: doc.mime_type,
    docUrl: doc.uploaded_at ? signer.url('GET', doc.storage_key, DOC_URL_TTL_SECONDS, now) : null,
    is_verified: doc.status === 'Approved',
    is_rejected: doc.status === 'Rejected',
    reason: doc.reason,
    expires_at: doc.expires_at,
  };
}

const usDate = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

/**
 * Set when the customer's approval has run out: an approved tax document exists, every
 * approved one has expired, so exemption no longer applies until a new one is approved.
 */
export function expirationMessage(taxDocs: readonly CustomerDocument[], now: Date): string | null {
  const approved = taxDocs.filter((doc) => doc.status === 'Approved');
  const nowIso = now.toISOString();
  if (approved.length === 0 || approved.some((doc) => doc.expires_at === null || doc.expires_at > nowIso)) return null;
  const latest = approved
    .map((doc) => doc.expires_at!)
    .sort()
    .at(-1)!;
  return `Your tax exemption document expired on ${usDate(latest)}. Please upload a new document.`;
}
