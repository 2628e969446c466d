import type { DocumentStatus, Resolvers } from '../__generated__/resolvers-types';
import type { RestAdminDocument, RestAdminDocumentPage } from '../rest/rest-types';
import { adminOnly } from './admin-access';
import { pageOf, pageQuery } from './admin-paging';

// The document review queue over admin/documents. DocumentStatus is mapped here rather
// than in enum-values.ts: the profile's documents answer flags, not these words.
const REST_STATUS: Record<DocumentStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
const GRAPHQL_STATUS: Record<string, DocumentStatus> = {
  Pending: 'PENDING',
  Approved: 'APPROVED',
  Rejected: 'REJECTED',
};

export const adminDocumentsResolvers: Resolvers = {
  AdminQuery: {
    documents: adminOnly(async (_parent, { status, customerId, page, pageSize }, { rest }) => {
      const query = pageQuery(page, pageSize);
      if (status) query.set('status', REST_STATUS[status]);
      if (customerId) query.set('customer_id', customerId);
      const answer = await rest.get<RestAdminDocumentPage>(`admin/documents?${query}`);
      return pageOf(answer.data.documents, answer.data);
    }),
  },

  AdminMutation: {
    approveDocument: adminOnly(async (_parent, { id, expiresOn }, { rest }) => {
      const answer = await rest.post<RestAdminDocument>(`admin/documents/${encodeURIComponent(id)}/approve`, {
        expires_at: expiresOn || undefined,
      });
      return { message: answer.message, document: answer.data };
    }),
    rejectDocument: adminOnly(async (_parent, { id, reason }, { rest }) => {
      const answer = await rest.post<RestAdminDocument>(`admin/documents/${encodeURIComponent(id)}/reject`, {
        reason,
      });
      return { message: answer.message, document: answer.data };
    }),
  },

  AdminDocument: {
    id: (doc) => String(doc.doc_id),
    customerId: (doc) => String(doc.customer_id),
    customerEmail: (doc) => doc.customer_email,
    customerName: (doc) => doc.customer_name,
    customerTaxExempt: (doc) => doc.customer_tax_exempt,
    kind: (doc) => doc.doc_type,
    fileName: (doc) => doc.file_name,
    mimeType: (doc) => doc.mime_type,
    status: (doc) => GRAPHQL_STATUS[doc.status] ?? 'PENDING',
    rejectionReason: (doc) => doc.reason,
    expiresAt: (doc) => doc.expires_at,
    createdAt: (doc) => doc.created_at,
  },
};
