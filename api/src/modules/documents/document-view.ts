import { z } from 'zod';
import type { CustomerDocument } from '../../db/types';
import type { DocumentFiles } from './document-files';

// How a customer's documents appear in the profile, and the read link to one document's
// file (document-file.routes.ts). Each schema is its answer's contract (OpenAPI).

// Download links in a profile stay valid for an hour: long enough to open them from the
// page, short enough that a copied link soon stops working.
export const DOC_URL_TTL_SECONDS = 3600;

export const documentViewSchema = z
  .object({
    doc_id: z.number(),
    doc_filename: z.string(),
    mime_type: z.string(),
    docUrl: z.string().nullable().describe('A signed GET URL, or null while the file has not been uploaded'),
    is_verified: z.boolean(),
    is_rejected: z.boolean(),
    reason: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'CustomerDocument' });

export type DocumentView = z.infer<typeof documentViewSchema>;

/** `GET documents/{id}/file`: a read link to one document's file, valid `expires_in` seconds. */
export const documentFileLinkSchema = z
  .object({ doc_id: z.number(), url: z.string(), expires_in: z.number() })
  .meta({ id: 'DocumentFileLink' });

export async function documentViewOf(doc: CustomerDocument, files: DocumentFiles, now: Date): Promise<DocumentView> {
  return {
    doc_id: doc.id,
    doc_filename: doc.file_name,
    mime_type: doc.mime_type,
    docUrl: doc.uploaded_at ? await files.readUrl(doc, DOC_URL_TTL_SECONDS, now) : null,
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
