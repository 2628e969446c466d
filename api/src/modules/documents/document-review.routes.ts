import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import {
  approveDocumentBody,
  documentIdParams,
  documentListQuery,
  rejectDocumentBody,
  type DocumentReviewService,
} from './document-review.service';
import { reviewedDocumentPageSchema, reviewedDocumentSchema } from './document-review-view';

const tags = ['admin'];

/** Review of customers' documents (registered on an admin `requireSignIn` scope). */
export function registerDocumentReviewRoutes(app: RouteScope, documents: DocumentReviewService): void {
  app.get(
    '/api/admin/documents',
    {
      config: { permission: 'documents.review' },
      schema: {
        operationId: 'adminListDocuments',
        tags,
        summary: "Customers' documents, oldest first (the review queue), optionally one status",
        querystring: documentListQuery,
        response: answers(reviewedDocumentPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Documents fetched', await documents.list(request.query)),
  );

  app.post(
    '/api/admin/documents/:id/approve',
    {
      config: { permission: 'documents.review' },
      schema: {
        operationId: 'adminApproveDocument',
        tags,
        summary: 'Approves a pending document (a tax document makes a tax-exempt Business pay no tax)',
        params: documentIdParams,
        body: approveDocumentBody,
        response: answers(reviewedDocumentSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok('Document approved', await documents.approve(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/documents/:id/reject',
    {
      config: { permission: 'documents.review' },
      schema: {
        operationId: 'adminRejectDocument',
        tags,
        summary: 'Rejects a pending document with a reason the customer sees',
        params: documentIdParams,
        body: rejectDocumentBody,
        response: answers(reviewedDocumentSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok('Document rejected', await documents.reject(actorOf(request), request.params.id, request.body)),
  );
}
