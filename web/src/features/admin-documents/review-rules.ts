import { object, string } from 'yup';
import type { DocumentReview_DocumentFragment, DocumentStatus } from '../../__generated__/graphql';

// The rules of reviewing a customer's document, as the API keeps them
// (api/src/modules/documents/document-review.service.ts), checked as the operator types.

export const REASON_MAX_LENGTH = 500;
export const REASON_REQUIRED_MESSAGE = 'Please enter the reason the customer will read';
export const REASON_TOO_LONG_MESSAGE = `A reason can be at most ${REASON_MAX_LENGTH} characters`;
export const EXPIRY_MESSAGE = 'Please choose a day after today';

export const STATUS_FILTERS: ReadonlyArray<{ value: DocumentStatus | 'ALL'; label: string }> = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** The API's document kinds (`doc_type`); another kind is shown as it arrives. */
export function kindLabel(kind: string): string {
  if (kind === 'tax_exempt') return 'Tax exemption';
  if (kind === 'other') return 'Other document';
  return kind;
}

/** Today in UTC as YYYY-MM-DD: the API counts an expiry's day in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Approval: an optional last day, after today (the approval holds through that whole day). */
export function approveSchema(now = new Date()) {
  return object({
    expiresOn: string()
      .default('')
      .test('future-day', EXPIRY_MESSAGE, (value) => {
        if (!value) return true;
        return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value > todayUtc(now);
      }),
  });
}

export const rejectSchema = object({
  reason: string().trim().required(REASON_REQUIRED_MESSAGE).max(REASON_MAX_LENGTH, REASON_TOO_LONG_MESSAGE),
});

/** How the review panel shows the file: the browser's PDF viewer, an image, or a download link. */
export function viewerKind(
  doc: Pick<DocumentReview_DocumentFragment, 'mimeType' | 'url'>,
): 'pdf' | 'image' | 'download' | 'none' {
  if (!doc.url) return 'none';
  if (doc.mimeType === 'application/pdf') return 'pdf';
  if (doc.mimeType.startsWith('image/')) return 'image';
  return 'download';
}

type Reviewed = Pick<DocumentReview_DocumentFragment, 'kind' | 'fileName' | 'customerName'>;

/** What approving does, said in the confirmation before it is done. */
export function approveConsequence(doc: Reviewed, expiresOn: string): string {
  const holds = expiresOn ? ` until the end of ${expiresOn} (UTC)` : ' with no expiry';
  const effect =
    doc.kind === 'tax_exempt'
      ? ` If ${doc.customerName} claims the tax exemption, their carts are tax-free${holds}.`
      : ` The approval holds${holds}.`;
  return `Approve ${doc.fileName} of ${doc.customerName}?${effect} An approved document cannot be deleted by the customer.`;
}

/** What rejecting does, said in the confirmation. */
export function rejectConsequence(doc: Reviewed): string {
  const effect = doc.kind === 'tax_exempt' ? ' Until another tax document is approved, their carts are taxed.' : '';
  return `Reject ${doc.fileName} of ${doc.customerName}? They will read your reason on their profile.${effect}`;
}

/** Only a pending document can be decided (the API answers 409 otherwise). */
export function canDecide(doc: Pick<DocumentReview_DocumentFragment, 'status'>): boolean {
  return doc.status === 'PENDING';
}

/** Whether a list stored with `status` (null: all) shows a document that is now `status`. */
export function listShows(listStatus: unknown, status: DocumentStatus): boolean {
  return listStatus == null || listStatus === status;
}
