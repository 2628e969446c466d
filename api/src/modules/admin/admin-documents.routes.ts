import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { AuthService } from '../auth/auth.service';
import { requireAdmin } from './admin.hook';
import type { AdminDocumentsService } from './admin-documents.service';

const adminDocument = z.object({
  doc_id: z.number(),
  customer_id: z.number(),
  customer_email: z.string(),
  doc_type: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  uploaded: z.boolean(),
  status: z.string(),
  reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

const idOf = (params: unknown) => (params as { id?: string }).id;

// The service validates (it is shared with the admin CLI); routes only map HTTP to it.
export function registerAdminDocumentRoutes(
  app: FastifyInstance,
  auth: AuthService,
  documents: AdminDocumentsService,
): void {
  const preHandler = requireAdmin(auth);
  const one = { preHandler, schema: { response: answers(adminDocument) } };

  app.get(
    '/api/admin/documents',
    { preHandler, schema: { response: answers(pageSchema('documents', adminDocument)) } },
    async (request) => ok('Documents fetched', await documents.list(request.query)),
  );

  app.post('/api/admin/documents/:id/approve', one, async (request) =>
    ok('Document approved', await documents.approve(idOf(request.params), request.body)),
  );

  app.post('/api/admin/documents/:id/reject', one, async (request) =>
    ok('Document rejected', await documents.reject(idOf(request.params), request.body)),
  );
}
