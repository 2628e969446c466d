import type { DocumentStatus, Resolvers } from '../__generated__/resolvers-types';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// The document review queue over admin/documents. DocumentStatus is mapped here rather
// than in enum-values.ts: the profile's documents answer flags, not these words.
const REST_STATUS: Record<DocumentStatus, 'Pending' | 'Approved' | 'Rejected'> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const GRAPHQL_STATUS: Record<string, DocumentStatus> = {
  Pending: 'PENDING',
  Approved: 'APPROVED',
  Rejected: 'REJECTED',
};

export const adminDocumentsResolvers: Resolvers = {
  AdminQuery: {
    documents: requires(
      ADMIN_QUERY_PERMISSIONS.documents,
      async (_parent, { status, customerId, ...paging }, { rest }) => {
        const answer = await rest.get('/api/admin/documents', {
          query: {
            ...adminCursorQuery('documents', paging),
            status: status ? REST_STATUS[status] : undefined,
            customer_id: customerId || undefined,
          },
        });
        return connectionOf(answer.data.documents, answer.data);
      },
    ),
  },

  AdminMutation: {
    approveDocument: requires(
      ADMIN_MUTATION_PERMISSIONS.approveDocument,
      async (_parent, { id, expiresOn }, { rest }) => {
        const answer = await rest.post('/api/admin/documents/{id}/approve', {
          path: { id },
          body: { expires_at: expiresOn || undefined },
        });
        return { message: answer.message, document: answer.data };
      },
    ),
    rejectDocument: requires(ADMIN_MUTATION_PERMISSIONS.rejectDocument, async (_parent, { id, reason }, { rest }) => {
      const answer = await rest.post('/api/admin/documents/{id}/reject', { path: { id }, body: { reason } });
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
