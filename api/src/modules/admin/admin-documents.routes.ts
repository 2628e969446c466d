import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import {
  approveDocumentBody,
  documentIdParams,
  documentListQuery,
  rejectDocumentBody,
  type AdminDocumentsService,
} from './admin-documents.service';

const adminDocument = z.object({
  doc_id: z.number(),
  customer_id: z.number(),
  customer_email: z.string(),
  customer_name: z.string(),
  customer_tax_exempt: z
    .boolean()
    .describe('Whether the customer pays no sales tax now (an approved, unexpired tax document and the claim)'),
  url: z.string().nullable().describe('A signed GET URL valid an hour, or null while the file has not been uploaded'),
  doc_type: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  uploaded: z.boolean(),
  status: z.string(),
  reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

const tags = ['admin'];

/** Review of customers' documents (registered on an admin `requireSignIn` scope). */
export function registerAdminDocumentRoutes(app: RouteScope, documents: AdminDocumentsService): void {
  app.get(
    '/api/admin/documents',
    {
      schema: {
        tags,
        summary: "Customers' documents, oldest first (the review queue), optionally one status",
        querystring: documentListQuery,
        response: answers(pageSchema('documents', adminDocument), [400, 401, 403]),
      },
    },
    async (request) => ok('Documents fetched', await documents.list(request.query)),
  );

  app.post(
    '/api/admin/documents/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approves a pending document (a tax document makes a tax-exempt Business pay no tax)',
        params: documentIdParams,
        body: approveDocumentBody,
        response: answers(adminDocument, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok('Document approved', await documents.approve(request.params.id, request.body)),
  );

  app.post(
    '/api/admin/documents/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rejects a pending document with a reason the customer sees',
        params: documentIdParams,
        body: rejectDocumentBody,
        response: answers(adminDocument, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok('Document rejected', await documents.reject(request.params.id, request.body)),
  );
}
